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
