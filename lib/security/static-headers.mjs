// Plain JavaScript on purpose: next.config.mjs reads these while building (it cannot import TypeScript), and
// proxy.ts and the tests import the same values through static-headers.d.mts.

/**
 * A policy from its directives, in a stable order.
 * @param {Record<string, readonly string[]>} directives
 */
export function serializePolicy(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => (sources.length > 0 ? `${name} ${sources.join(" ")}` : name))
    .join("; ");
}

/** What every answer's policy says: no plugins, no <base> elsewhere, forms post here, no framing. */
export const BASE_DIRECTIVES = {
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/**
 * The host of PUBLIC_IMAGE_BASE_URL (a CDN in front of the photo bucket), which pages then load their photos from;
 * undefined when it is unset (or unreadable: the start's environment check refuses that value before anything runs).
 * @param {string | undefined} imageBase
 */
export function imageHostOf(imageBase) {
  const value = imageBase?.trim() ?? "";
  return value !== "" && URL.canParse(value) ? new URL(value).host : undefined;
}

/**
 * The cached product pages' policy. Their HTML is rendered once and served from Next's cache to every shopper,
 * so it cannot carry a per-request nonce, and its inline scripts (the page's serialized React payload) change
 * with the product, so they cannot be listed by hash either: scripts must be allowed inline. Everything else is
 * held as tightly as on the other pages: scripts only from this origin or inline (no eval, no other host, no
 * inline event-handler attributes), fetches and fonts from this origin only (default-src), images from here and the
 * photo CDN when there is one, no frames, forms posting here: an injected script could neither load more code nor
 * send anything elsewhere by fetch (an image request could reach only the shop's own CDN).
 *
 * No source here may contain a colon (no data: or https: sources): next.config runs header values that contain
 * one through its path-parameter compiler on every request, which would cost the cached page its speed. So the CDN
 * is named by its host alone (a host without a scheme matches https on an https page), and it has no port.
 * @param {string | undefined} imageHost
 */
export function cachedPagePolicy(imageHost) {
  return serializePolicy({
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    ...(imageHost ? { "img-src": ["'self'", imageHost] } : {}),
    "frame-src": ["'none'"],
    ...BASE_DIRECTIVES,
  });
}

/** Answers that are not pages (JSON, images, scripts, robots.txt): nothing in them may run or load anything. */
export const RESOURCE_POLICY = serializePolicy({ "default-src": ["'none'"], ...BASE_DIRECTIVES });

/** Powerful browser features the shop never uses, and the payment request outside the checkout. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), usb=(), payment=()";

/**
 * The headers of every answer. HSTS only from a production build: a development server on http://localhost
 * must not teach the browser to insist on https for localhost.
 * @param {boolean} production
 */
export function commonHeaders(production) {
  const headers = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // For browsers that predate frame-ancestors.
    { key: "X-Frame-Options", value: "DENY" },
  ];
  if (production) headers.push({ key: "Strict-Transport-Security", value: "max-age=31536000" });
  return headers;
}

/**
 * Paths whose answers proxy.ts never sees (its matcher leaves them out), so their policy is fixed here at build
 * time: the cached product pages, and everything that is not a page. Every other path is a page rendered per
 * request, whose policy proxy.ts writes with a fresh nonce.
 */
export const STATIC_POLICY_PATHS = {
  cachedPages: ["/product/:path*"],
  resources: [
    "/api/:path*",
    "/_next/:path*",
    "/uploads/:path*",
    "/share/:path*",
    "/feeds/:path*",
    "/icon.svg",
    "/robots.txt",
    "/sitemap.xml",
    "/favicon.ico",
  ],
};

/**
 * next.config's headers(): the common headers everywhere, and the fixed policies on the paths above. They are fixed
 * when the app is built, so the build must see the PUBLIC_IMAGE_BASE_URL the server runs with (npm start builds
 * again when they differ).
 * @param {boolean} production
 * @param {string | undefined} [imageBase] PUBLIC_IMAGE_BASE_URL
 */
export function staticHeaderRules(production, imageBase) {
  const fixed = (policy) => [
    { key: "Content-Security-Policy", value: policy },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
  ];
  return [
    { source: "/:path*", headers: commonHeaders(production) },
    ...STATIC_POLICY_PATHS.cachedPages.map((source) => ({
      source,
      headers: fixed(cachedPagePolicy(imageHostOf(imageBase))),
    })),
    ...STATIC_POLICY_PATHS.resources.map((source) => ({ source, headers: fixed(RESOURCE_POLICY) })),
  ];
}
