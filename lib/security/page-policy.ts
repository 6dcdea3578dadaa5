import "server-only";
import { FIRST_PAINT_SCRIPT_HASH } from "@/lib/security/first-paint-inline-script";
import { isCheckoutPath } from "@/lib/security/checkout-pages";
import { BASE_DIRECTIVES, PERMISSIONS_POLICY, serializePolicy } from "@/lib/security/static-headers.mjs";

/** Stripe.js and its frames, as Stripe documents them for a site with a Content-Security-Policy. */
const STRIPE_SOURCES = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com", "https://m.stripe.network"],
  connect: ["https://api.stripe.com"],
};

type PageContext = {
  pathname: string;
  /** Fresh for every request: scripts run only when they carry it (Next.js adds it to its own). */
  nonce: string;
  stripe: boolean;
  development: boolean;
  /** The shop is served over https (APP_URL): any http subresource is upgraded rather than loaded in the clear. */
  https: boolean;
  /** PUBLIC_IMAGE_BASE_URL: the CDN pages load their photos from, when there is one. */
  imageBase: string | undefined;
  /** The build's stylesheets, which the pages carry inline, by CSP hash (lib/security/built-styles.ts). */
  styleHashes: readonly string[];
};

type PageHeaders = { contentSecurityPolicy: string; permissionsPolicy: string };

/**
 * The policy of a page rendered per request. Scripts run only with this request's nonce, and 'strict-dynamic'
 * lets the scripts carrying it load the rest of the app (and Stripe.js), so no host list can be abused and no
 * inline script without the nonce runs, but for the one the root layout writes itself
 * (lib/security/first-paint-inline-script.ts), allowed
 * by the hash of its exact text. Stripe's hosts are allowed on the checkout pages only, and only when Stripe
 * takes the payments. Style attributes stay allowed (React renders style props as attributes; they cannot run
 * code), style elements need the nonce or be the build's own stylesheet, named by hash. Development adds what
 * Next's dev server needs (eval, unnonced styles).
 */
export function pageHeaders({
  pathname,
  nonce,
  stripe,
  development,
  https,
  imageBase,
  styleHashes,
}: PageContext): PageHeaders {
  const withStripe = stripe && isCheckoutPath(pathname);
  const contentSecurityPolicy = serializePolicy({
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      `'nonce-${nonce}'`,
      FIRST_PAINT_SCRIPT_HASH,
      "'strict-dynamic'",
      ...(withStripe ? STRIPE_SOURCES.script : []),
      ...(development ? ["'unsafe-eval'"] : []),
    ],
    "style-src": development ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${nonce}'`, ...styleHashes],
    "style-src-attr": ["'unsafe-inline'"],
    // Fonts, the manifest: this origin only, as default-src says; images from here and the photo CDN.
    ...(imageBase ? { "img-src": ["'self'", new URL(imageBase).origin] } : {}),
    "connect-src": ["'self'", ...(withStripe ? STRIPE_SOURCES.connect : [])],
    "frame-src": withStripe ? STRIPE_SOURCES.frame : ["'none'"],
    ...BASE_DIRECTIVES,
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  });
  // Stripe's wallet button (Apple Pay, Google Pay) asks for the Payment Request API from Stripe's frame.
  const permissionsPolicy = withStripe
    ? PERMISSIONS_POLICY.replace("payment=()", 'payment=(self "https://js.stripe.com")')
    : PERMISSIONS_POLICY;
  return { contentSecurityPolicy, permissionsPolicy };
}

/** 128 random bits, base64: a nonce nobody can guess ahead of the page. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
