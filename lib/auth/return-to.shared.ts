// Pure on purpose (browser and server): where a visitor may be sent back to after signing in.

const AUTH_PAGES = ["/login", "/signup", "/verify-email"];

/**
 * The `returnTo` of a login link if it is a path of this shop, else `fallback`. Only "/…" is accepted, never
 * "//host" or "/\host" (browsers read both as another site), so a crafted link cannot send a member elsewhere.
 * The auth pages themselves are refused too: returning there would loop.
 */
export function safeReturnTo(value: string | null | undefined, fallback = "/"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  let url: URL;
  try {
    url = new URL(value, "http://shop.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://shop.invalid") return fallback;
  if (AUTH_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A link to one of the auth pages carrying the given query values (empty ones are left out). */
export function authPageHref(path: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
