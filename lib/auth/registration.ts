import "server-only";
import { randomUUID } from "node:crypto";
import { accountExistsEmail } from "@/emails/account-exists";
import { issueVerificationCode } from "@/lib/auth/email-verification";
import { hashPassword } from "@/lib/auth/password";
import type { RegisterInput } from "@/lib/auth/schemas";
import { userDtoSelect } from "@/lib/auth/user-dto";
import { db, transaction } from "@/lib/db";
import { deliverEmailsSoon, enqueueEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { isRecordNotFound, isUniqueViolation } from "@/lib/db-errors";
import { enforceRateLimits } from "@/lib/rate-limit/fixed-window";
import { REGISTRATIONS_PER_CLIENT, REGISTRATIONS_PER_EMAIL } from "@/lib/rate-limit/policies";

/** An account nobody verified within this many days is removed, and its email is free again. */
const UNVERIFIED_ACCOUNT_DAYS = 7;

/** What POST /api/auth/register answers, for a new email and a taken one alike. */
export const REGISTERED_MESSAGE = "Check your email: we sent a verification code to finish signing up.";

/** Tells the owner of a verified account that someone signed up with her email (instead of telling them). */
async function mailAccountOwner(user: { id: string; name: string; email: string }): Promise<void> {
  const mail = accountExistsEmail({ name: user.name, appUrl: env().APP_URL });
  await enqueueEmail(db, { to: user.email, ...mail, dedupeKey: `account-exists:${user.id}:${randomUUID()}` });
}

/**
 * Creates an unverified member and queues the verification mail in the same transaction, so there is never
 * an account whose code was not sent, nor a mail for an account that does not exist. Emails are unique
 * regardless of case (citext). The mail leaves right away when SMTP answers, later otherwise.
 *
 * An email whose account was never verified is not taken: registering it again starts that registration over
 * with the new name and password and a new code (the old one dies), so a sign-up nobody finished, or one made
 * in someone else's name, cannot hold the address hostage.
 *
 * A verified email gets the same answer, after the same bcrypt round, and its owner a mail saying someone tried:
 * sign-up must not tell a stranger which emails have accounts.
 */
export async function registerUser(input: RegisterInput, client: string | null): Promise<void> {
  await enforceRateLimits([
    [REGISTRATIONS_PER_EMAIL, input.email.toLowerCase()],
    [REGISTRATIONS_PER_CLIENT, client],
  ]);
  const existing = await db.user.findUnique({ where: { email: input.email }, select: { id: true, name: true, email: true, emailVerifiedAt: true } });
  const passwordHash = await hashPassword(input.password);
  if (existing?.emailVerifiedAt) {
    await mailAccountOwner(existing);
    deliverEmailsSoon();
    return;
  }
  const fields = { name: input.name, email: input.email, passwordHash };
  const registered = await transaction(async (tx) => {
      if (!existing) {
        const created = await tx.user.create({ data: { ...fields, role: "USER" }, select: userDtoSelect });
        await issueVerificationCode(tx, created);
        return created;
      }
      // Conditional on still being unverified: a verification landing meanwhile makes the email taken after all.
      const restarted = await tx.user.update({
        where: { id: existing.id, emailVerifiedAt: null },
        data: { ...fields, createdAt: new Date() },
        select: userDtoSelect,
      });
      await tx.verificationCode.deleteMany({ where: { userId: existing.id } });
      await issueVerificationCode(tx, restarted);
      return true;
    })
    .catch((error: unknown) => {
      // P2002: two sign-ups of a new email at once, the unique index let the other through. P2025: verified
      // meanwhile. Either way the email is someone's now, and the answer stays the same.
      if (isUniqueViolation(error) || isRecordNotFound(error)) return false;
      throw error;
    });
  if (registered) deliverEmailsSoon();
}

/** Removes the accounts nobody verified within UNVERIFIED_ACCOUNT_DAYS (run from the background loop). */
export async function pruneUnverifiedAccounts(now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNVERIFIED_ACCOUNT_DAYS * 24 * 60 * 60 * 1000);
  const removed = await db.user.deleteMany({ where: { emailVerifiedAt: null, createdAt: { lt: cutoff } } });
  return removed.count;
}
