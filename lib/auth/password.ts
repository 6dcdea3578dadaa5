import "server-only";
import bcrypt from "bcryptjs";

/** Cost 12: about a quarter of a second per hash here, slow for guessing, fine for one login. */
const COST = 12;

/** Hash a password for storage. bcrypt reads only the first 72 bytes; cap password length in the schemas. */
export async function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, COST);
}

/** Whether the password matches the stored hash; compares in constant time. */
export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}
