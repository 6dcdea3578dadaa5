import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

function digest(secret: string): Buffer {
  return createHash("sha256").update(secret).digest();
}

/**
 * What a draft keeps of its intent's client secret: a hash, so a database or backup reader cannot pay or settle the
 * checkout with it, and a returning browser is checked here without asking the gateway.
 */
export function clientSecretHash(secret: string): string {
  return digest(secret).toString("hex");
}

/**
 * Whether `given` is the secret whose hash the draft stored. Both sides are 32-byte digests, so the comparison takes
 * the same time whatever was sent and however long it is (no length or prefix leaks).
 */
export function matchesClientSecret(given: string, storedHash: string | null): boolean {
  if (storedHash === null) return false;
  const stored = Buffer.from(storedHash, "hex");
  const sent = digest(given);
  return stored.length === sent.length && timingSafeEqual(stored, sent);
}
