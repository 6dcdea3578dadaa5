import "server-only";
import { jwtVerify, SignJWT } from "jose";
import { cookies } from "next/headers";
import type { NextResponse } from "next/server";
import { env } from "@/lib/env";

/**
 * A guest has no account, so the browser that placed an order proves it with this cookie: a signed token naming
 * the order, httpOnly (no script reads it), SameSite=Lax, valid for 2 hours — long enough to read the
 * confirmation page, short enough that a shared computer forgets it. Only that browser sees the order's details.
 */
export const GUEST_ORDER_COOKIE = "atelier_guest_order";
const GUEST_ORDER_TOKEN_TTL_SECONDS = 2 * 60 * 60;

const ISSUER = "atelier";
const AUDIENCE = "atelier-guest-order";
const ALGORITHM = "HS256";

function key(): Uint8Array {
  return new TextEncoder().encode(env().AUTH_SECRET);
}

/** A token naming the order, valid for 2 hours from `now`. */
async function signGuestOrderToken(orderId: string, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: "guest-order" })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(orderId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + GUEST_ORDER_TOKEN_TTL_SECONDS)
    .sign(key());
}

/** The order id a valid token names; null for anything forged, expired, or of another kind (an access token). */
export async function verifyGuestOrderToken(token: string | undefined): Promise<string | null> {
  if (!token) return null;
  const secret = key();
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience: AUDIENCE, algorithms: [ALGORITHM] });
    return payload.typ === "guest-order" && typeof payload.sub === "string" ? payload.sub : null;
  } catch {
    return null;
  }
}

/** Sets the guest-order cookie on the answer to POST /api/guest/checkout. */
export async function withGuestOrderCookie<T extends NextResponse>(response: T, orderId: string): Promise<T> {
  response.cookies.set(GUEST_ORDER_COOKIE, await signGuestOrderToken(orderId), {
    httpOnly: true,
    sameSite: "lax",
    secure: env().NODE_ENV === "production",
    path: "/",
    maxAge: GUEST_ORDER_TOKEN_TTL_SECONDS,
  });
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/** The guest order the viewing browser placed (server components: the confirmation page), or null. */
export async function guestOrderIdOfPage(): Promise<string | null> {
  const store = await cookies();
  return verifyGuestOrderToken(store.get(GUEST_ORDER_COOKIE)?.value);
}
