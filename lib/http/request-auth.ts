import "server-only";
import { verifyAccessToken, type AccessClaims } from "@/lib/auth/access-token";
import { confirmSession } from "@/lib/auth/current-session";
import { cookieNames } from "@/lib/auth/cookie-names";
import { env } from "@/lib/env";
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Every value of cookie `name` on the request as sent (not URI-decoded): one per path the browser holds it at. */
export function cookieValuesAsSent(request: Request, name: string): string[] {
  const header = request.headers.get("cookie");
  if (!header) return [];
  return header.split(";").flatMap((part) => {
    const [key, ...rest] = part.trim().split("=");
    return key === name ? [rest.join("=")] : [];
  });
}

/** Every value of cookie `name` on the request: a browser sends one per path it holds the name at. */
export function cookieValues(request: Request, name: string): string[] {
  return cookieValuesAsSent(request, name).map(decodeURIComponent);
}

/** The value of cookie `name` on the request, if any. */
export function cookieValue(request: Request, name: string): string | undefined {
  return cookieValues(request, name)[0];
}

function originOf(value: string | null): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function isShopOrigin(request: Request, origin: string): boolean {
  return origin === new URL(env().APP_URL).origin || origin === new URL(request.url).origin;
}

function crossSite(): ForbiddenError {
  return new ForbiddenError("Cross-site request refused", "cross_site_request");
}

/**
 * Cookies ride along on requests other sites make, so a cookie-authenticated write must prove it comes from
 * the shop's own pages (docs/decisions.md). Bearer tokens cannot be sent by another site and need no such check.
 */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const from = originOf(request.headers.get("origin")) ?? originOf(request.headers.get("referer"));
  if (!from || !isShopOrigin(request, from)) throw crossSite();
}

/**
 * For writes that set the session cookies without reading them (login): refused when a browser says the
 * request comes from another site, so no page elsewhere can sign a visitor into an account of its choosing.
 * Clients that send no Origin (not browsers) are let through; they could not plant cookies anyway.
 */
export function refuseCrossSiteRequest(request: Request): void {
  const origin = request.headers.get("origin");
  if (origin === null) return;
  const from = originOf(origin);
  if (!from || !isShopOrigin(request, from)) throw crossSite();
}

/**
 * The claims of the request's access token (Bearer, else the session cookie), signature-checked only: enough to
 * name who a request says it comes from (a rate limit's subject), never to let it do anything.
 */
export async function presentedClaims(request: Request): Promise<AccessClaims | null> {
  const authorization = request.headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) {
    return verifyAccessToken(authorization.slice(7).trim());
  }
  const cookie = cookieValue(request, cookieNames().access);
  if (!cookie) return null;
  const claims = await verifyAccessToken(cookie);
  if (claims) assertSameOrigin(request);
  return claims;
}

/**
 * Who is calling: the Bearer access token, else the session cookie, confirmed against the database (one primary-key
 * read), so a token that outlived its session (logout, password change) or its role (demotion) stops working at
 * once rather than when it expires. Null when there is no valid, current token.
 */
export async function authenticate(request: Request): Promise<AccessClaims | null> {
  const claims = await presentedClaims(request);
  return claims ? confirmSession(claims) : null;
}

/** The signed-in caller, or a 401. */
export async function requireUser(request: Request): Promise<AccessClaims> {
  const claims = await authenticate(request);
  if (!claims) throw new UnauthorizedError();
  return claims;
}

/** A signed-in ADMIN as the database has them now, or a 401 (signed out) / 403 (anyone else, a demoted admin too). */
export async function requireAdmin(request: Request): Promise<AccessClaims> {
  const claims = await requireUser(request);
  if (claims.role !== "ADMIN") throw new ForbiddenError("Administrator access required");
  return claims;
}
