/**
 * Cookie names of the web session: httpOnly, SameSite=Lax, Secure in production, so scripts cannot read them and
 * other sites cannot use them (docs/decisions.md, Sessions in cookies).
 */
export const ACCESS_COOKIE = "atelier_access";
export const REFRESH_COOKIE = "atelier_refresh";

/** The refresh cookie is only ever sent to the auth endpoints that read it (refresh, logout). */
export const REFRESH_COOKIE_PATH = "/api/auth";

/**
 * A readable "a session may exist" hint (value "1", no secret in it) that lives as long as the refresh family.
 * The browser asks GET /api/auth/me only when it is present, so a guest's page load makes no request that
 * answers 401. It grants nothing: the server never reads it.
 */
export const SESSION_HINT_COOKIE = "atelier_session";

/**
 * OWASP's device cookie (lib/auth/device-token.ts): which account this browser has signed in to, so its sign-ins and
 * its password resets are counted apart from strangers'. Sign-in, forgot-password and reset-password read it, and
 * /api/auth is the one path all three are under. It was once set at /api/auth/login: a browser keeps such a cookie,
 * still sent to sign-in and still read there, beside the new one until it expires.
 */
export const DEVICE_COOKIE = "atelier_device";
export const DEVICE_COOKIE_PATH = "/api/auth";

export type SessionCookieNames = { access: string; refresh: string; hint: string; device: string };

/**
 * The names the cookies are set and read under. Served over https in production they carry the prefixes browsers
 * enforce: `__Host-` (Secure, Path=/, no Domain, so neither a subdomain nor a plain-http page can set or shadow
 * it) on the cookies of the whole site, and `__Secure-` on the path-scoped ones (refresh, device), which
 * `__Host-` does not allow. Over http (a local shop, the end-to-end suite) browsers refuse prefixed cookies, so
 * the names stay plain.
 */
export function sessionCookieNames(prefixed: boolean): SessionCookieNames {
  const host = prefixed ? "__Host-" : "";
  const secure = prefixed ? "__Secure-" : "";
  return {
    access: `${host}${ACCESS_COOKIE}`,
    refresh: `${secure}${REFRESH_COOKIE}`,
    hint: `${host}${SESSION_HINT_COOKIE}`,
    device: `${secure}${DEVICE_COOKIE}`,
  };
}

/**
 * Whether document.cookie holds the session hint, under either name (the page cannot tell which one the server uses).
 */
export const SESSION_HINT_PATTERN = `(^|;\\s*)(__Host-)?${SESSION_HINT_COOKIE}=`;
