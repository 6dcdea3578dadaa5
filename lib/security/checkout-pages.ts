// Browser and server: the pages that take payment, and why the browser must load them as documents of their own.

const CHECKOUT_PATHS = ["/checkout"];
/** A commission quote's own checkout, guest or member: /quote/{token}/checkout and what lies under it. */
const QUOTE_CHECKOUT = /^\/quote\/[^/]+\/checkout(?:\/|$)/;

/** Whether the path (or href) is one of the checkout pages: /checkout, a quote's checkout, and what lies under them. */
export function isCheckoutPath(href: string): boolean {
  const pathname = href.split(/[?#]/, 1)[0] ?? "";
  return (
    CHECKOUT_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`)) || QUOTE_CHECKOUT.test(pathname)
  );
}

/**
 * Whether a navigation to `href` must load a new document rather than swap the page in place. A document keeps
 * the Content-Security-Policy and Permissions-Policy it arrived with, and only the checkout pages' allow Stripe's
 * frames and the payment request: reached by a client-side navigation from another page (a cached product page,
 * say), the checkout would run under that page's stricter policy and Stripe could not load.
 */
export function needsOwnDocument(href: string): boolean {
  return isCheckoutPath(href);
}
