"use client";

import { useEffect, useState } from "react";
import { hasSessionHint } from "@/lib/browser/session-hint";

/** Where the session stands: being restored on load, a member signed in, or nobody. */
export type SessionStatus = "loading" | "signed-in" | "signed-out";

/**
 * A module only members run (their menu, their cart on the server, the session's renewal), fetched for members only,
 * so a guest's pages carry none of it. It loads once the session says a member is signed in, or already while the
 * session is being restored when login's readable hint cookie says there is one to restore, so a returning member
 * does not wait for it. `load` must be one stable function (declared at module level). A failed load is logged and
 * tried again at the next change of `status`.
 */
export function useMemberModule<T>(status: SessionStatus, load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (loaded || status === "signed-out") return;
    if (status === "loading" && !hasSessionHint()) return;
    let current = true;
    load().then(
      (module) => {
        if (current) setLoaded(() => module);
      },
      (failure: unknown) => console.error("Could not load the member's part of the page", failure),
    );
    return () => {
      current = false;
    };
  }, [status, loaded, load]);
  return loaded;
}
