import "server-only";
import { sessionCookieNames, type SessionCookieNames } from "@/lib/auth/session-cookies";
import { env } from "@/lib/env";

/** The session's cookie names for this server: prefixed when it is a production shop served over https. */
export function cookieNames(): SessionCookieNames {
  const { NODE_ENV, APP_URL } = env();
  return sessionCookieNames(NODE_ENV === "production" && APP_URL.startsWith("https://"));
}
