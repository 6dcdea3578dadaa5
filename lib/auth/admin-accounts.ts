import "server-only";
import { hashPassword } from "@/lib/auth/password";
import type { Db } from "@/lib/db-client";

type AdminInput = { email: string; password: string; name?: string };

/**
 * Makes the account with this email an ADMIN with this password, creating it (verified) when missing.
 * Emails match case-insensitively (citext); an upsert, so two concurrent calls cannot collide.
 */
export async function createOrPromoteAdmin(db: Db, input: AdminInput): Promise<{ email: string }> {
  const email = input.email.trim();
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  return db.user.upsert({
    where: { email },
    create: { email, name: input.name ?? "Atelier Admin", passwordHash, role: "ADMIN", emailVerifiedAt: now },
    update: { role: "ADMIN", passwordHash, emailVerifiedAt: now, ...(input.name ? { name: input.name } : {}) },
    select: { email: true },
  });
}
