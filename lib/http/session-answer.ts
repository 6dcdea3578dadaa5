import "server-only";
import type { NextResponse } from "next/server";
import { ACCESS_TOKEN_TTL_SECONDS } from "@/lib/auth/access-token";
import { assertSameOrigin, cookieValue, cookieValues } from "@/lib/http/request-auth";
import type { SessionTokens } from "@/lib/auth/session";
import { cookieNames } from "@/lib/auth/cookie-names";
import { DEVICE_TOKEN_TTL_SECONDS } from "@/lib/auth/device-token";
import { DEVICE_COOKIE_PATH, REFRESH_COOKIE_PATH } from "@/lib/auth/session-cookies";
import { env } from "@/lib/env";
import { ok } from "@/lib/http/envelope";

function cookieBase() {
  return { httpOnly: true, sameSite: "lax", secure: env().NODE_ENV === "production" } as const;
}

/**
 * The answer of a call that starts or renews a session (sign-in, renewal, a password change): `fields` and the tokens
 * in data, for API clients, and the same tokens as the web session's cookies, for the shop's pages.
 */
export function sessionAnswer(tokens: SessionTokens, fields: Record<string, unknown> = {}): NextResponse {
  return withSessionCookies(
    ok({ ...fields, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
    tokens,
  );
}

/** Sets the web session's cookies (docs/decisions.md, Sessions in cookies) on a response that carries new tokens. */
function withSessionCookies<T extends NextResponse>(response: T, tokens: SessionTokens): T {
  const names = cookieNames();
  response.cookies.set(names.access, tokens.accessToken, {
    ...cookieBase(),
    path: "/",
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
  response.cookies.set(names.refresh, tokens.refreshToken, {
    ...cookieBase(),
    path: REFRESH_COOKIE_PATH,
    expires: tokens.refreshExpiresAt,
  });
  // Readable by scripts on purpose (see SESSION_HINT_COOKIE); it carries no token.
  response.cookies.set(names.hint, "1", {
    ...cookieBase(),
    httpOnly: false,
    path: "/",
    expires: tokens.refreshExpiresAt,
  });
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/** Expires the session cookies and the session hint. */
export function withoutSessionCookies<T extends NextResponse>(response: T): T {
  const names = cookieNames();
  response.cookies.set(names.access, "", { ...cookieBase(), path: "/", maxAge: 0 });
  response.cookies.set(names.refresh, "", { ...cookieBase(), path: REFRESH_COOKIE_PATH, maxAge: 0 });
  response.cookies.set(names.hint, "", { ...cookieBase(), httpOnly: false, path: "/", maxAge: 0 });
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/**
 * The refresh token of this request: the one in the body, else the session cookie. Using the cookie is a
 * cookie-authenticated write, so it must come from the shop's own origin (403 otherwise).
 */
export function presentedRefreshToken(request: Request, fromBody: string | undefined): string | undefined {
  if (fromBody) return fromBody;
  const cookie = cookieValue(request, cookieNames().refresh);
  if (cookie) assertSameOrigin(request);
  return cookie || undefined;
}

/**
 * Sets the device cookie after a sign-in (lib/auth/device-token.ts). It outlives sign-out on purpose: it is what
 * keeps this browser signing in while strangers have locked the account.
 */
export function withDeviceCookie<T extends NextResponse>(response: T, deviceToken: string): T {
  response.cookies.set(cookieNames().device, deviceToken, {
    ...cookieBase(),
    sameSite: "strict",
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_TOKEN_TTL_SECONDS,
  });
  return response;
}

/**
 * The device cookies the request carries: none, one, or two where a browser still holds one at the cookie's old path.
 */
export function presentedDeviceTokens(request: Request): string[] {
  return cookieValues(request, cookieNames().device);
}
