import "server-only";
import { cookies } from "next/headers";
import type { NextResponse } from "next/server";
import { signToken, verifyToken } from "@/lib/auth/signed-token";
import { env } from "@/lib/env";

/**
 * A guest has no account, so the browser that placed an order proves it with this cookie: a signed token naming
 * the order, httpOnly (no script reads it), SameSite=Lax, valid for 2 hours — long enough to read the
 * confirmation page, short enough that a shared computer forgets it. Only that browser sees the order's details.
 */
export const GUEST_ORDER_COOKIE = "atelier_guest_order";
const GUEST_ORDER_TOKEN_TTL_SECONDS = 2 * 60 * 60;

const GUEST_ORDER = { audience: "atelier-guest-order", typ: "guest-order" };

/** A token naming the order, valid for 2 hours from `now`. */
function signGuestOrderToken(orderId: string, now = new Date()): Promise<string> {
  return signToken(GUEST_ORDER, orderId, GUEST_ORDER_TOKEN_TTL_SECONDS, {}, now);
}

/** The order id a valid token names; null for anything forged, expired, or of another kind (an access token). */
export async function verifyGuestOrderToken(token: string | undefined): Promise<string | null> {
  return (await verifyToken(GUEST_ORDER, token))?.sub ?? null;
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
