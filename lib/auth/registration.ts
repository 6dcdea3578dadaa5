import "server-only";
import { randomUUID } from "node:crypto";
import { accountExistsEmail } from "@/emails/account-exists";
import { issueVerificationCode, withdrawVerificationCode } from "@/lib/auth/email-verification";
import { UNUSABLE_PASSWORD_HASH, hashPassword, matchesInOneRound } from "@/lib/auth/password";
import { issueSignUpPasswordCode } from "@/lib/auth/password-reset";
import type { RegisterInput } from "@/lib/auth/schemas";
import { userDtoSelect } from "@/lib/auth/user-dto";
import { db, transaction } from "@/lib/db";
import { deliverEmailsSoon, enqueueEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { isRecordNotFound, isUniqueViolation } from "@/lib/db-errors";
import { enforceRateLimits } from "@/lib/rate-limit/fixed-window";
import { REGISTRATIONS_PER_CLIENT, REGISTRATIONS_PER_EMAIL } from "@/lib/rate-limit/policies";
import type { MailGate } from "@/lib/rate-limit/unproven-mail";

/** An account nobody verified within this many days is removed, and its email is free again. */
const UNVERIFIED_ACCOUNT_DAYS = 7;

/** What POST /api/auth/register answers, for a new email and a taken one alike. */
export const REGISTERED_MESSAGE = "Check your email: we sent a verification code to finish signing up.";

/** Tells the owner of a verified account that someone signed up with her email (instead of telling them). */
async function mailAccountOwner(user: { id: string; name: string; email: string }): Promise<void> {
  const mail = accountExistsEmail({ name: user.name, appUrl: env().APP_URL });
  await enqueueEmail(db, { to: user.email, ...mail, dedupeKey: `account-exists:${user.id}:${randomUUID()}` });
}

function findAccount(email: string) {
  return db.user.findUnique({
    where: { email },
    select: { id: true, name: true, email: true, emailVerifiedAt: true, passwordHash: true },
  });
}

/**
 * A sign-up made again before the first was verified. With the same password it is the same person: it starts over
 * with the new name and a new code. With another, nobody can tell which of the two owns the mailbox (the first may
 * be a stranger's, made in her name, or hers, with a stranger's after it), so the sign-up is contested: neither
 * password is kept (the account's hash matches nothing), the verification code dies, and the address is mailed a
 * reset code with which its owner chooses her password and so verifies. The second registrant never signs in.
 */
async function registerAgain(
  pending: { id: string; name: string; email: string; passwordHash: string },
  input: RegisterInput,
  mayMail: MailGate,
): Promise<boolean> {
  // One bcrypt round, as a new or a taken email costs: the answer's timing tells nothing either.
  const samePassword = await matchesInOneRound(input.password, pending.passwordHash);
  return transaction(async (tx) => {
    // Conditional on still being unverified, and on the hash compared: a verification or a contest landing meanwhile
    // wins.
    if (samePassword) {
      // Past the mail budget of an address that has proven nothing, nothing changes: no code dies without a new one.
      if (!(await mayMail(tx, pending.email))) return false;
      await tx.user.update({
        where: { id: pending.id, emailVerifiedAt: null, passwordHash: pending.passwordHash },
        data: { name: input.name, createdAt: new Date() },
      });
      await issueVerificationCode(tx, { ...pending, name: input.name });
      return true;
    }
    // The name stays the first registrant's, and so does the sign-up's age: contesting it never keeps it alive.
    await tx.user.update({
      where: { id: pending.id, emailVerifiedAt: null },
      data: { passwordHash: UNUSABLE_PASSWORD_HASH },
    });
    // Even past the mail budget: a code left alive would verify the first registrant's password, perhaps a stranger's,
    // with her mailbox. She then chooses hers with a reset once her mailbox may be mailed again.
    await withdrawVerificationCode(tx, pending.id);
    if (await mayMail(tx, pending.email)) await issueSignUpPasswordCode(tx, pending);
    return true;
  }).catch((error: unknown) => {
    // P2025: verified or contested meanwhile. Either way the answer stays the same, and this sign-up changes nothing.
    if (isRecordNotFound(error)) return false;
    throw error;
  });
}

/** A first sign-up with this email: the account and its code, in one transaction. */
async function registerNew(input: RegisterInput, mayMail: MailGate): Promise<boolean> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await transaction(async (tx) => {
      if (!(await mayMail(tx, input.email))) return false;
      const created = await tx.user.create({
        data: { name: input.name, email: input.email, passwordHash, role: "USER" },
        select: userDtoSelect,
      });
      await issueVerificationCode(tx, created);
      return true;
    });
  } catch (error) {
    // P2002: another sign-up of this email was written a moment before. This one is a repeat of it, and is judged
    // as one, or a stranger racing her sign-up would own the account her mailbox then verifies.
    if (!isUniqueViolation(error)) throw error;
    const first = await findAccount(input.email);
    return first && !first.emailVerifiedAt ? registerAgain(first, input, mayMail) : false;
  }
}

/**
 * Creates an unverified member and queues the verification mail in the same transaction, so there is never
 * an account whose code was not sent, nor a mail for an account that does not exist. Emails are unique
 * regardless of case (citext). The mail leaves right away when SMTP answers, later otherwise.
 *
 * An email whose account was never verified is not taken, and a repeat sign-up never sets its password
 * (registerAgain): a sign-up made in someone else's name cannot hold the address hostage, nor can a stranger's
 * repeat take over hers.
 *
 * A verified email gets the same answer, after the same bcrypt round, and its owner a mail saying someone tried:
 * sign-up must not tell a stranger which emails have accounts.
 *
 * Past `mayMail` (the mail budget of an address that has proven nothing) a sign-up writes nothing and answers alike.
 */
export async function registerUser(input: RegisterInput, client: string | null, mayMail: MailGate): Promise<void> {
  await enforceRateLimits([
    [REGISTRATIONS_PER_EMAIL, input.email.toLowerCase()],
    [REGISTRATIONS_PER_CLIENT, client],
  ]);
  const existing = await findAccount(input.email);
  if (existing?.emailVerifiedAt) {
    await hashPassword(input.password);
    await mailAccountOwner(existing);
    deliverEmailsSoon();
    return;
  }
  if (await (existing ? registerAgain(existing, input, mayMail) : registerNew(input, mayMail))) deliverEmailsSoon();
}

/** Removes the accounts nobody verified within UNVERIFIED_ACCOUNT_DAYS (run from the background loop). */
export async function pruneUnverifiedAccounts(now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNVERIFIED_ACCOUNT_DAYS * 24 * 60 * 60 * 1000);
  const removed = await db.user.deleteMany({ where: { emailVerifiedAt: null, createdAt: { lt: cutoff } } });
  return removed.count;
}
