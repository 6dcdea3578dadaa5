import "server-only";
import { signToken, verifyToken } from "@/lib/auth/signed-token";

/**
 * A guest has no account, so the browser that placed an order proves it with a signed token naming the order, kept
 * in a cookie (lib/http/guest-order-cookie.ts), valid for 2 hours — long enough to read the confirmation page, short
 * enough that a shared computer forgets it. Only that browser sees the order's details.
 */
export const GUEST_ORDER_TOKEN_TTL_SECONDS = 2 * 60 * 60;

const GUEST_ORDER = { audience: "atelier-guest-order", typ: "guest-order" };

/** A token naming the order, valid for 2 hours from `now`. */
export function signGuestOrderToken(orderId: string, now = new Date()): Promise<string> {
  return signToken(GUEST_ORDER, orderId, GUEST_ORDER_TOKEN_TTL_SECONDS, {}, now);
}

/** The order id a valid token names; null for anything forged, expired, or of another kind (an access token). */
export async function verifyGuestOrderToken(token: string | undefined): Promise<string | null> {
  return (await verifyToken(GUEST_ORDER, token))?.sub ?? null;
}
