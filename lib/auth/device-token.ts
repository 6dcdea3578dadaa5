import "server-only";
import { randomUUID } from "node:crypto";
import { signToken, verifyToken } from "@/lib/auth/signed-token";

const DEVICE_TOKEN = { audience: "atelier:device", typ: "device" };

/** A browser stays known for a year after its last sign-in (each sign-in renews it). */
export const DEVICE_TOKEN_TTL_SECONDS = 365 * 24 * 60 * 60;

/**
 * A signed token naming the account a browser has signed in to, and the browser itself (a random id): OWASP's
 * device cookie. Sign-in attempts that carry it are counted per device, apart from strangers' (docs/decisions.md,
 * Limits). It proves only that this browser once knew the password; it signs nobody in.
 */
export async function issueDeviceToken(
  user: { id: string; email: string },
  deviceId: string = randomUUID(),
): Promise<string> {
  return signToken(DEVICE_TOKEN, user.id, DEVICE_TOKEN_TTL_SECONDS, { did: deviceId, em: user.email.toLowerCase() });
}

/**
 * The device id of the first valid token among `tokens` issued for the account with this email; null when none is
 * (another account's token, a forged or an expired one). A browser may send two: the cookie's path was once
 * /api/auth/login, and one set there stays beside the newer one until it expires. Bound to the email (an account's
 * email never changes) so that sign-in and reset can decide which limits apply before they touch the database: a
 * flood of refused attempts costs no query.
 */
export async function trustedDeviceId(tokens: readonly string[], email: string): Promise<string | null> {
  for (const token of tokens) {
    const claims = await verifyToken(DEVICE_TOKEN, token);
    if (claims && claims.em === email.toLowerCase() && typeof claims.did === "string") return claims.did;
  }
  return null;
}
