// Browser side: the session's two calls to the API, with the code that makes them fetched only when needed.
import type { SessionUser } from "@/lib/browser/session-client";
import { hasSessionHint } from "@/lib/browser/session-hint";
import { forgetRenewal } from "@/lib/browser/session-renewal";

/** What `lib/browser/session-client.ts` offers the session. */
type SessionClient = {
  fetchSessionUser(): Promise<SessionUser | null>;
  endBrowserSession(): Promise<void>;
};

/**
 * Restoring and ending the session through a client fetched by `load` (the session client, and the API client under
 * it), so that a guest's pages, which have no session to ask about, never download it. Neither call rejects: a
 * client that cannot be fetched restores nobody, and a sign-out without it still forgets the session in this browser.
 */
export function sessionCalls(load: () => Promise<SessionClient>): {
  restore: () => Promise<SessionUser | null>;
  end: () => Promise<void>;
} {
  return {
    restore() {
      if (!hasSessionHint()) return Promise.resolve(null);
      return load().then(
        (client) => client.fetchSessionUser(),
        (failure: unknown) => {
          console.error("Could not restore the session", failure);
          return null;
        },
      );
    },
    async end() {
      try {
        const client = await load();
        await client.endBrowserSession();
      } catch (failure) {
        forgetRenewal();
        console.error("Logout failed", failure);
      }
    },
  };
}
