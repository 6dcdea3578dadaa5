import { randomUUID } from "node:crypto";
import bcrypt from "bcryptjs";
import { signAccessToken } from "@/lib/auth/access-token";
import type { Db } from "@/lib/db-client";
import type { Role } from "@/lib/generated/prisma/enums";

/** Meets the password policy; every factory user has it unless a test says otherwise. */
export const DEFAULT_PASSWORD = "Garnet&Gold42";

export type UserInput = { email?: string; name?: string; password?: string; role?: Role; verified?: boolean };

/** A valid access token for the user at their current session version, as login would issue it. */
export function accessTokenFor(user: { id: string; role: Role; sessionVersion: number }): Promise<string> {
  return signAccessToken({ userId: user.id, role: user.role, sessionVersion: user.sessionVersion });
}

/**
 * A member (verified unless `verified: false`) with a unique email: the row's fields, plus `user` (the row),
 * `password` and an `accessToken`. The hash uses bcrypt cost 4 to keep tests fast; checks accept any cost.
 */
export async function createUser(db: Db, input: UserInput = {}) {
  const tag = randomUUID().slice(0, 8);
  const password = input.password ?? DEFAULT_PASSWORD;
  const user = await db.user.create({
    data: {
      email: input.email ?? `member-${tag}@example.test`,
      name: input.name ?? `Member ${tag}`,
      passwordHash: await bcrypt.hash(password, 4),
      role: input.role ?? "USER",
      emailVerifiedAt: input.verified === false ? null : new Date(),
    },
  });
  return { ...user, user, password, accessToken: await accessTokenFor(user) };
}

/** An ADMIN, as createUser. */
export function createAdmin(db: Db, input: Omit<UserInput, "role"> = {}) {
  return createUser(db, { ...input, role: "ADMIN" });
}

/** The two callers an admin route is tried by: an admin's token and a member's, who must be refused. */
export async function adminAndMemberTokens(db: Db): Promise<{ admin: string; member: string }> {
  const [admin, member] = await Promise.all([createAdmin(db), createUser(db)]);
  return { admin: admin.accessToken, member: member.accessToken };
}
