import { randomUUID } from "node:crypto";
import bcrypt from "bcryptjs";
import { signAccessToken } from "@/lib/auth/access-token";
import type { Db } from "@/lib/db-client";
import type { Role } from "@/lib/generated/prisma/enums";

export type UserInput = {
  email?: string;
  name?: string;
  role?: Role;
  password?: string;
  /** Verified unless told otherwise. */
  verified?: boolean;
};

/** A password that passes the spec's strength rules, for tests that log in. */
export const FACTORY_PASSWORD = "Factory-Pass1!";

/**
 * A user with unique defaults plus a valid access token for them. `password` is hashed at bcrypt's lowest
 * cost so tests stay fast; it still verifies like any other hash.
 */
export async function createUser(db: Db, input: UserInput = {}) {
  const tag = randomUUID().slice(0, 8);
  const password = input.password ?? FACTORY_PASSWORD;
  const role = input.role ?? "USER";
  const user = await db.user.create({
    data: {
      email: input.email ?? `user-${tag}@example.test`,
      name: input.name ?? `Test User ${tag}`,
      role,
      passwordHash: await bcrypt.hash(password, 4),
      emailVerifiedAt: input.verified === false ? null : new Date(),
    },
  });
  const accessToken = await signAccessToken({ userId: user.id, role });
  return { user, password, accessToken };
}

/** An ADMIN with an access token. */
export async function createAdmin(db: Db, input: Omit<UserInput, "role"> = {}) {
  return createUser(db, { ...input, role: "ADMIN" });
}
