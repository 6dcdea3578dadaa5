import "server-only";
import { jwtVerify, SignJWT, type JWTPayload } from "jose";
import { env } from "@/lib/env";

// Every token the shop signs itself (access tokens, a guest's order cookie): HS256 under AUTH_SECRET, one issuer,
// an audience and a `typ` per kind, so a token of one kind never passes for another.
const ISSUER = "atelier";
const ALGORITHM = "HS256";

type TokenKind = { audience: string; typ: string };

function key(): Uint8Array {
  return new TextEncoder().encode(env().AUTH_SECRET);
}

/** A token of `kind` naming `subject`, with `claims`, valid `ttlSeconds` from `now`. */
export async function signToken(
  kind: TokenKind,
  subject: string,
  ttlSeconds: number,
  claims: JWTPayload = {},
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...claims, typ: kind.typ })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setAudience(kind.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key());
}

/**
 * The payload of a valid token of `kind` (its subject a string); null for anything forged, expired or of another kind.
 */
export async function verifyToken(
  kind: TokenKind,
  token: string | undefined,
): Promise<(JWTPayload & { sub: string }) | null> {
  if (!token) return null;
  // Outside the try: a misconfigured secret must fail loudly, not look like every token being refused.
  const secret = key();
  try {
    // The algorithm is pinned so that "none" or an asymmetric-key confusion can never verify.
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: kind.audience,
      algorithms: [ALGORITHM],
    });
    if (payload.typ !== kind.typ || typeof payload.sub !== "string") return null;
    return { ...payload, sub: payload.sub };
  } catch {
    return null;
  }
}
