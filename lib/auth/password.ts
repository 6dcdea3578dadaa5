import "server-only";
import { runHashJob } from "@/lib/auth/hash-pool";

/** Cost 12: about a quarter of a second per hash here, slow for guessing, fine for one login. */
const COST = 12;

/**
 * The form a password is hashed in: NFKC, so that the same password typed on another keyboard or system (a
 * precomposed "é" or "e" with a combining accent, a full-width digit) is the same password (OWASP ASVS 2.1.x).
 */
function normalized(plain: string): string {
  return plain.normalize("NFKC");
}

/** Hash a password for storage (NFKC first). bcrypt reads only the first 72 bytes; cap password length in the schemas. */
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

/** Whether the password matches the stored hash (either form; see checkPassword). */
export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return (await checkPassword(plain, hash)) !== "no-match";
}
