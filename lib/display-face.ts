// Pure on purpose: the root layout writes this script into every page's <head>, and the pages' policy allows it by
// its hash.

/**
 * When the display face (Cormorant Garamond, app/fonts.ts) may be fetched. On a first visit, only once the page has
 * loaded and painted its pictures: until then the headings use its metric-matched stand-in (app/globals.css,
 * "Display Fallback"), so the 37 kB font never shares a phone's link with the stylesheet, the largest picture and
 * the scripts, and swapping it in moves nothing. (The first paint alone is too early a signal: on the product and
 * shop pages the largest thing painted is a picture that arrives after it.) Once a visit has loaded it, the
 * browser's cache holds it (its URL is content-hashed and cached for a year), so later pages of this browser ask for
 * it from their first frame. Without JavaScript, headings keep the stand-in.
 *
 * It sets `data-display-face` on <html>, which the stylesheet reads; React never renders that attribute, so it
 * survives hydration and every client-side navigation.
 */
export const DISPLAY_FACE_SCRIPT = `(function(){var h=document.documentElement,k="atelier:display-face";function show(){h.setAttribute("data-display-face","")}try{if(localStorage.getItem(k))return show()}catch(e){}addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(function(){show();try{localStorage.setItem(k,"1")}catch(e){}})})})})()`;

/**
 * The script's CSP hash-source (sha256 of its exact text, base64). tests/unit/display-face.test.ts recomputes it,
 * so an edit to the script that forgets this line fails there rather than leaving the face blocked in production.
 */
export const DISPLAY_FACE_SCRIPT_HASH = "'sha256-+gQRrRuRixlmj+Y7sRjYHP/Mq0zuPeuWcU2shlZPDXU='";
