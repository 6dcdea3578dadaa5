"use client";

import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useMemberModule, type SessionStatus } from "@/components/auth/use-member-module";
import type { SessionUser } from "@/lib/auth/session-client";
import { hasSessionHint } from "@/lib/auth/session-hint";
import { SESSION_EXPIRED_EVENT, forgetRenewal, recordRenewal } from "@/lib/http/session-renewal";

const loadRenewalTimer = () => import("@/components/auth/session-renewal-timer");
// The session's API calls (and the API client under them) are fetched only when there is a session to ask about:
// a guest's pages never download them.
const loadSessionClient = () => import("@/lib/auth/session-client");

/** The member to restore on load, or null; never rejects (a failure is logged and restores nobody). */
function restoreSession(): Promise<SessionUser | null> {
  if (!hasSessionHint()) return Promise.resolve(null);
  return loadSessionClient().then(
    (client) => client.fetchSessionUser(),
    (failure: unknown) => {
      console.error("Could not restore the session", failure);
      return null;
    },
  );
}

/** Ends the session on the server; if even the code to ask cannot be fetched, this browser still forgets it. */
async function endSession(): Promise<void> {
  try {
    const client = await loadSessionClient();
    await client.endBrowserSession();
  } catch (failure) {
    forgetRenewal();
    console.error("Logout failed", failure);
  }
}

type SessionValue = {
  user: SessionUser | null;
  status: SessionStatus;
  /** Called by the login form with the user POST /api/auth/login answered (the cookies are already set). */
  signIn: (user: SessionUser) => void;
  /** Sign Out: ends the session on the server, forgets the member here and goes home. */
  signOut: () => Promise<void>;
};

type SessionState = { user: SessionUser | null; status: SessionStatus };

const SessionContext = createContext<SessionValue | null>(null);

/**
 * The member signed in to this browser, restored on load from GET /api/auth/me (docs/pages.md, Session).
 * Pages stay cacheable because nothing on the server reads the cookies for the layout; the browser asks instead.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ user: null, status: "loading" });
  const router = useRouter();

  useEffect(() => {
    let current = true;
    void restoreSession().then((user) => {
      if (current) setState({ user, status: user ? "signed-in" : "signed-out" });
    });
    // apiFetch could not renew the session: whatever this tab knew about the member is stale.
    const expire = () => setState({ user: null, status: "signed-out" });
    window.addEventListener(SESSION_EXPIRED_EVENT, expire);
    return () => {
      current = false;
      window.removeEventListener(SESSION_EXPIRED_EVENT, expire);
    };
  }, []);

  const expire = useCallback(() => setState({ user: null, status: "signed-out" }), []);
  const renewal = useMemberModule(state.status, loadRenewalTimer);

  const signIn = useCallback((user: SessionUser) => {
    recordRenewal();
    setState({ user, status: "signed-in" });
  }, []);

  const signOut = useCallback(async () => {
    await endSession();
    setState({ user: null, status: "signed-out" });
    router.replace("/");
    // Server-rendered member pages may sit in the router cache: drop them.
    router.refresh();
  }, [router]);

  const value = useMemo<SessionValue>(() => ({ ...state, signIn, signOut }), [state, signIn, signOut]);
  return (
    <SessionContext.Provider value={value}>
      {state.status === "signed-in" && renewal ? <renewal.SessionRenewalTimer onExpired={expire} /> : null}
      {children}
    </SessionContext.Provider>
  );
}

/** The session of the surrounding SessionProvider. */
export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionProvider>");
  return session;
}
