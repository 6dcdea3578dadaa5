// Browser side: whether this browser may hold a session, read without asking the API.
import { SESSION_HINT_PATTERN } from "@/lib/auth/session-cookies";

/** Whether login left its readable hint: without it there is no session to restore and no call is made. */
export function hasSessionHint(): boolean {
  return new RegExp(SESSION_HINT_PATTERN).test(document.cookie);
}
