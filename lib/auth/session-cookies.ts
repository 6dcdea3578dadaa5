/** Cookie names of the web session (DESIGN.md §4: httpOnly, SameSite=Lax, Secure in production). */
export const ACCESS_COOKIE = "atelier_access";
export const REFRESH_COOKIE = "atelier_refresh";

/** The refresh cookie is only ever sent to the auth endpoints that read it (refresh, logout). */
export const REFRESH_COOKIE_PATH = "/api/auth";
