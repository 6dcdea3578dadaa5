import type { BrowserContext } from "@playwright/test";
import { ACCESS_COOKIE, SESSION_HINT_COOKIE } from "../../lib/auth/session-cookies";

/**
 * Signs the browser in by giving it the session cookie a login would set (the login page has its own tests),
 * with the readable hint that makes the page ask GET /api/auth/me, so the header shows the member too.
 */
export async function signInWithToken(context: BrowserContext, baseURL: string, accessToken: string): Promise<void> {
  await context.addCookies([
    { name: ACCESS_COOKIE, value: accessToken, url: baseURL, httpOnly: true, sameSite: "Lax" },
    { name: SESSION_HINT_COOKIE, value: "1", url: baseURL, sameSite: "Lax" },
  ]);
}
