import "server-only";
import { cookies } from "next/headers";
import type { NextResponse } from "next/server";
import { env } from "@/lib/env";
import {
  GUEST_ORDER_TOKEN_TTL_SECONDS,
  signGuestOrderToken,
  verifyGuestOrderToken,
} from "@/lib/orders/buyer/guest-order-token";

/**
 * The guest-order token's cookie (lib/orders/buyer/guest-order-token.ts): httpOnly (no script reads it), SameSite=Lax,
 * gone when the token expires.
 */
export const GUEST_ORDER_COOKIE = "atelier_guest_order";

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
