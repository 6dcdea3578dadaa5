// Browser side: who is signed in, asked of the API (docs/pages.md, Session). No token is ever read or stored here.
import { apiFetch } from "@/lib/http/api-client";
import { forgetRenewal } from "@/lib/http/session-renewal";
import { hasSessionHint } from "@/lib/auth/session-hint";

/** The member as GET /api/auth/me and POST /api/auth/login describe them (docs/api.md, Shapes). */
export type SessionUser = { id: string; email: string; name: string; role: "USER" | "ADMIN"; createdAt: string };

/** The signed-in member, or null. A 401 is retried once after a refresh; a dead session simply answers null. */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  if (!hasSessionHint()) return null;
  try {
    const { data } = await apiFetch<SessionUser>("/api/auth/me", { redirectOnExpiry: false });
    return data;
  } catch (failure) {
    console.error("Could not restore the session", failure);
    return null;
  }
}

/** Ends the session on the server (revoking its refresh family) and forgets its renewal time. */
export async function endBrowserSession(): Promise<void> {
  forgetRenewal();
  try {
    await apiFetch("/api/auth/logout", { method: "POST", body: {} });
  } catch (failure) {
    // The cookies may already be gone; the visitor is signed out in this browser either way.
    console.error("Logout failed", failure);
  }
}
