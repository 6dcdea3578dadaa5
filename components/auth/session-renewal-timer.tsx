"use client";

import { useEffect, useRef } from "react";
import { renewSession } from "@/lib/browser/auth-api";
import { RENEW_AFTER_MS, SESSION_RENEWED_AT_KEY, readRenewedAt, recordRenewal } from "@/lib/browser/session-renewal";

const RETRY_MS = 60_000;

/**
 * While a member has the shop open, renews the 15-minute access token after 12 minutes (docs/architecture.md,
 * Sessions),
 * and at once when a tab that slept past that becomes visible. The time of the last renewal is shared by all tabs,
 * so only one of them renews. `onExpired` runs when the session could not be renewed or another tab signed out.
 * Rendered (and loaded) only while a member is signed in; it draws nothing.
 */
export function SessionRenewalTimer({ onExpired }: { onExpired: () => void }): null {
  const latest = useRef(onExpired);
  useEffect(() => {
    latest.current = onExpired;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;

    function dueIn(): number {
      let renewedAt = readRenewedAt();
      if (renewedAt === null) {
        // Unknown age (storage cleared): count from now. Should the token expire first, apiFetch renews on the 401.
        renewedAt = Date.now();
        recordRenewal(renewedAt);
      }
      return renewedAt + RENEW_AFTER_MS - Date.now();
    }

    function schedule() {
      clearTimeout(timer);
      timer = setTimeout(() => void renewIfDue(), Math.max(0, dueIn()));
    }

    async function renewIfDue() {
      if (dueIn() > 0) return schedule();
      if (await renewSession()) return schedule();
      // Refused: the renewal forgot the renewal time and the session is over. Otherwise (offline, a server
      // error) the session may be fine: try again in a minute.
      if (readRenewedAt() === null) latest.current();
      else timer = setTimeout(() => void renewIfDue(), RETRY_MS);
    }

    function onVisible() {
      if (document.visibilityState === "visible") void renewIfDue();
    }

    function onStorage(event: StorageEvent) {
      // Another tab signed out (it forgets the renewal time) or renewed (the timer moves on).
      if (event.key !== SESSION_RENEWED_AT_KEY) return;
      if (event.newValue === null) latest.current();
      else schedule();
    }

    schedule();
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("storage", onStorage);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("storage", onStorage);
    };
  }, []);
  return null;
}
