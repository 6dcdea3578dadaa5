import "server-only";
import { runHashJob } from "@/lib/auth/hash-pool";

/** Cost 12: about a quarter of a second per hash here, slow for guessing, fine for one login. */
const COST = 12;

/**
 * A real bcrypt hash (cost 12, like stored passwords) of a random string nobody kept: no password matches it.
 * Sign-in checks against it when the email is unknown, so that answer takes as long as a wrong password; a
 * contested sign-up (lib/auth/registration.ts) holds it until its owner chooses a password.
 */
export const UNUSABLE_PASSWORD_HASH = "$2b$12$8bqWsR3YwPORYyo.qHSCG.WO23TwWxQekigIfb.kDrg2lfbptC8ze";

/**
 * The form a password is hashed in: NFKC, so that the same password typed on another keyboard or system (a
 * precomposed "é" or "e" with a combining accent, a full-width digit) is the same password (OWASP ASVS 2.1.x).
 */
function normalized(plain: string): string {
  return plain.normalize("NFKC");
}

/**
 * Hash a password for storage (NFKC first). bcrypt reads only the first 72 bytes; cap password length in the schemas.
 */
export async function hashPassword(plain: string): Promise<string> {
  const hash = await runHashJob({ op: "hash", plain: normalized(plain), cost: COST });
  if (typeof hash !== "string") throw new Error("bcrypt worker answered no hash");
  return hash;
}

async function compare(plain: string, hash: string): Promise<boolean> {
  return (await runHashJob({ op: "compare", plain, hash })) === true;
}

/**
 * How a password compares with a stored hash, in constant time: "match", "match-unnormalized" for a hash stored
 * before passwords were normalized (the caller should store a new hash), or "no-match".
 */
export async function checkPassword(plain: string, hash: string): Promise<"match" | "match-unnormalized" | "no-match"> {
  const nfkc = normalized(plain);
  if (await compare(nfkc, hash)) return "match";
  // Only a password that NFKC changes can have been stored differently; the others need no second bcrypt round.
  if (nfkc !== plain && (await compare(plain, hash))) return "match-unnormalized";
  return "no-match";
}

/**
 * Whether the password, normalized, matches the hash, in one bcrypt round whatever the password: for an answer that
 * must take as long as hashing one would (registration, which reveals nothing by its timing).
 */
export async function matchesInOneRound(plain: string, hash: string): Promise<boolean> {
  return compare(normalized(plain), hash);
}

/** Whether the password matches the stored hash (either form; see checkPassword). */
export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return (await checkPassword(plain, hash)) !== "no-match";
}
