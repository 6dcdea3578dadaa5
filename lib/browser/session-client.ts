// Browser side: who is signed in, asked of the API (docs/pages.md, Session). No token is ever read or stored here.
import { fetchMe, logOut, type SessionUser } from "@/lib/browser/auth-api";
import { hasSessionHint } from "@/lib/browser/session-hint";
import { forgetRenewal } from "@/lib/browser/session-renewal";

export type { SessionUser } from "@/lib/browser/auth-api";

/** The signed-in member, or null. A 401 is retried once after a refresh; a dead session simply answers null. */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  if (!hasSessionHint()) return null;
  try {
    return await fetchMe();
  } catch (failure) {
    console.error("Could not restore the session", failure);
    return null;
  }
}

/** Ends the session on the server (revoking its refresh family) and forgets its renewal time. */
export async function endBrowserSession(): Promise<void> {
  forgetRenewal();
  try {
    await logOut();
  } catch (failure) {
    // The cookies may already be gone; the visitor is signed out in this browser either way.
    console.error("Logout failed", failure);
  }
}
