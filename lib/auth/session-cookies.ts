/** Cookie names of the web session (DESIGN.md §4: httpOnly, SameSite=Lax, Secure in production). */
export const ACCESS_COOKIE = "atelier_access";
export const REFRESH_COOKIE = "atelier_refresh";
