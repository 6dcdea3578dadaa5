// Pure on purpose (browser and server): where a visitor may be sent back to after signing in.

const AUTH_PAGES = ["/login", "/signup", "/verify-email", "/forgot-password", "/reset-password"];

// Any origin that cannot be a real site: a target that resolves elsewhere has left the shop.
const BASE = "http://shop.invalid";

/**
 * Whether a path, once percent-decoded (and rid of the tabs and newlines URL parsers drop), starts like "//host"
 * or "/\host", which browsers read as another site: a server or proxy that decodes the path must not find one.
 */
function looksLikeAnotherHost(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape cannot be decoded into a host either; judge the path as written.
  }
  return /^[/\\]{2}/.test(decoded.replace(/[\t\n\r]/g, ""));
}

/**
 * The `returnTo` of a login link if it is a path of this shop, else `fallback`.
 *
 * The value is judged on its final form, the one a browser would navigate to: the URL parser removes tabs and
 * newlines, turns backslashes into slashes and resolves "/./" and "/../", so "/.//evil.example" or
 * "/\t/evil.example" only reveal their host after normalizing. What is returned is that normalized path, checked
 * once more after the fact, and it must neither resolve to another origin nor begin (even percent-encoded) with
 * two slashes. The auth pages themselves are refused too: returning there would loop.
 */
export function safeReturnTo(value: string | null | undefined, fallback = "/"): string {
  if (!value || !value.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || looksLikeAnotherHost(url.pathname)) return fallback;
  if (AUTH_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // The output is a path a browser resolves against this shop: it must stay here, read again as it will be read.
  return new URL(target, BASE).origin === BASE ? target : fallback;
}

/** A link to one of the auth pages carrying the given query values (empty ones are left out). */
export function authPageHref(path: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
