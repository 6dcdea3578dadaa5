// Browser side: whether this browser may hold a session, read without asking the API.
import { SESSION_HINT_COOKIE } from "@/lib/auth/session-cookies";

/** Whether login left its readable hint: without it there is no session to restore and no call is made. */
export function hasSessionHint(): boolean {
  return document.cookie.split(";").some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
