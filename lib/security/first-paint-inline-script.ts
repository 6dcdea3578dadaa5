// Pure on purpose: the root layout writes this script into every page's <head>, and the pages' policy allows it by
// its hash.
import { SESSION_HINT_PATTERN } from "@/lib/auth/session-cookies";
import { GUEST_CART_KEY } from "@/lib/cart/guest-cart-storage";

/**
 * What the page's first paint needs to know that only the browser knows, written on <html> before anything is drawn.
 * React never renders these attributes, so they survive hydration and every client-side navigation.
 *
 * `data-display-face`: when the display face (Cormorant Garamond, app/fonts.ts) may be fetched. On a first visit,
 * only once the page has loaded and painted its pictures: until then the headings use its metric-matched stand-in
 * (app/globals.css, "Display Fallback"), so the 37 kB font never shares a phone's link with the stylesheet, the
 * largest picture and the scripts, and swapping it in moves nothing. (The first paint alone is too early a signal:
 * on the product and shop pages the largest thing painted is a picture that arrives after it.) Once a visit has
 * loaded it, the browser's cache holds it (its URL is content-hashed and cached for a year), so later pages of this
 * browser ask for it from their first frame. Without JavaScript, headings keep the stand-in.
 *
 * `data-guest-cart`: "filled" or "empty" for a visitor who is not signed in (no session hint cookie), from whether
 * local storage holds a guest cart. Guest checkout is rendered on the server with both states, and the stylesheet
 * shows the one this says, so the form (or "Your cart is empty") is drawn with the document rather than once the
 * scripts have read the cart. Absent (a member, storage blocked, no JavaScript), the page says it is loading the cart.
 */
export const FIRST_PAINT_SCRIPT = `(function(){var h=document.documentElement,k="atelier:display-face";try{if(!/${SESSION_HINT_PATTERN}/.test(document.cookie))h.setAttribute("data-guest-cart",localStorage.getItem(${JSON.stringify(GUEST_CART_KEY)})?"filled":"empty")}catch(e){}function show(){h.setAttribute("data-display-face","")}try{if(localStorage.getItem(k))return show()}catch(e){}addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(function(){show();try{localStorage.setItem(k,"1")}catch(e){}})})})})()`;

/**
 * The script's CSP hash-source (sha256 of its exact text, base64). tests/security/first-paint-inline-script.test.ts
 * recomputes it,
 * so an edit to the script that forgets this line fails there rather than leaving the script blocked in production.
 */
export const FIRST_PAINT_SCRIPT_HASH = "'sha256-ki6NNRbO/DNo7HTAM2d4wqtnf1wf5BB8LdiBOoXt6fM='";
