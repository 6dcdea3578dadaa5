// Browser side: when the session was last renewed, shared by every tab of the shop (no token is stored here).

const RENEWED_AT_KEY = "atelier:session-renewed-at";
const LOCK_NAME = "atelier:session-renewal";

/** Fired on window when the session could not be renewed; listeners clear what they hold about the member. */
export const SESSION_EXPIRED_EVENT = "atelier:session-expired";

/** Access tokens live 15 minutes; an open tab renews at 12 so a request never meets an expired one. */
export const RENEW_AFTER_MS = 12 * 60 * 1000;

/** When this browser last got fresh session cookies (login or refresh), or null when unknown. */
export function readRenewedAt(): number | null {
  try {
    const value = Number(window.localStorage.getItem(RENEWED_AT_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function recordRenewal(at: number = Date.now()): void {
  try {
    window.localStorage.setItem(RENEWED_AT_KEY, String(at));
  } catch {
    // Storage blocked: renewal still works, only less precisely timed.
  }
}

export function forgetRenewal(): void {
  try {
    window.localStorage.removeItem(RENEWED_AT_KEY);
  } catch {
    // Storage blocked: nothing to forget.
  }
}

/** The storage key, for tabs that listen to each other's sign-out. */
export const SESSION_RENEWED_AT_KEY = RENEWED_AT_KEY;

/**
 * Runs `task` while no other tab of the shop renews. Refresh tokens rotate and a reused one revokes the whole
 * family (docs/architecture.md, Sessions), so two tabs must never send the same refresh cookie at once.
 */
export async function withRenewalLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? await locks.request(LOCK_NAME, task) : await task();
}
