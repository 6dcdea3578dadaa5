import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { verifyAccessToken, type AccessClaims } from "@/lib/auth/access-token";
import { confirmSession } from "@/lib/auth/current-session";
import { getUserProfile } from "@/lib/auth/profile";
import { cookieNames } from "@/lib/auth/cookie-names";
import type { UserDto } from "@/lib/auth/user-dto";
import { UnauthorizedError } from "@/lib/errors";

/** Where a signed-out visitor of /admin goes: the login page, which brings them back afterwards. */
const ADMIN_LOGIN_REDIRECT = `/login?returnTo=${encodeURIComponent("/admin")}`;

/**
 * Who is viewing the page being rendered, from the session cookie, confirmed against the database (so a token
 * whose session ended, or whose role was taken away, shows nothing); null when signed out or no longer valid.
 */
export async function getPageSession(): Promise<AccessClaims | null> {
  const store = await cookies();
  const claims = await verifyAccessToken(store.get(cookieNames().access)?.value);
  return claims ? confirmSession(claims) : null;
}

/**
 * The signed-in ADMIN viewing the page; anyone else is redirected (signed out → login, others → home).
 * proxy.ts redirects the same visitors earlier, but only optimistically: the page must not rely on it.
 */
export async function requireAdminPage(): Promise<AccessClaims> {
  const claims = await getPageSession();
  if (!claims) redirect(ADMIN_LOGIN_REDIRECT);
  if (claims.role !== "ADMIN") redirect("/");
  return claims;
}

/** The login page, bringing the visitor back to `returnTo` (a path of this shop) once signed in. */
function loginRedirectFor(returnTo: string): string {
  return `/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * The signed-in member viewing a member page (account, orders, addresses); a signed-out visitor is sent to
 * /login with `returnTo`. proxy.ts does the same optimistically; the page must not rely on it.
 */
export async function requireMemberPage(returnTo: string): Promise<AccessClaims> {
  const claims = await getPageSession();
  if (!claims) redirect(loginRedirectFor(returnTo));
  return claims;
}

/** The signed-in member's stored profile for a member page; a deleted account is treated as signed out. */
export async function requireMemberProfilePage(returnTo: string): Promise<UserDto> {
  const claims = await requireMemberPage(returnTo);
  try {
    return await getUserProfile(claims.userId);
  } catch (error) {
    // A valid token can outlive its account; getUserProfile answers 401 for that, which a page turns into login.
    if (error instanceof UnauthorizedError) redirect(loginRedirectFor(returnTo));
    throw error;
  }
}
