import type { BrowserContext } from "@playwright/test";
import { ACCESS_COOKIE } from "../../lib/auth/session-cookies";

/** Signs the browser in by giving it the session cookie a login would set (the login page has its own tests). */
export async function signInWithToken(context: BrowserContext, baseURL: string, accessToken: string): Promise<void> {
  await context.addCookies([{ name: ACCESS_COOKIE, value: accessToken, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}
