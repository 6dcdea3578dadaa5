"use client";

import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useMemberModule, type SessionStatus } from "@/components/auth/use-member-module";
import { sessionCalls } from "@/components/auth/session-calls";
import type { SessionUser } from "@/lib/browser/session-client";
import { SESSION_EXPIRED_EVENT, recordRenewal } from "@/lib/browser/session-renewal";

const loadRenewalTimer = () => import("@/components/auth/session-renewal-timer");
const calls = sessionCalls(() => import("@/lib/browser/session-client"));

type SessionValue = {
  user: SessionUser | null;
  status: SessionStatus;
  /** Called by the login form with the user POST /api/auth/login answered (the cookies are already set). */
  signIn: (user: SessionUser) => void;
  /** Sign Out: ends the session on the server, forgets the member here and goes to `to` (home unless said). */
  signOut: (to?: string) => Promise<void>;
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
    void calls.restore().then((user) => {
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

  const signOut = useCallback(
    async (to = "/") => {
      await calls.end();
      setState({ user: null, status: "signed-out" });
      router.replace(to);
      // Server-rendered member pages may sit in the router cache: drop them.
      router.refresh();
    },
    [router],
  );

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
