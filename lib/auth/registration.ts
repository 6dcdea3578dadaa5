import "server-only";
import { issueVerificationCode } from "@/lib/auth/email-verification";
import { hashPassword } from "@/lib/auth/password";
import type { RegisterInput } from "@/lib/auth/schemas";
import { toUserDto, userDtoSelect, type UserDto } from "@/lib/auth/user-dto";
import { db } from "@/lib/db";
import { deliverEmailsSoon } from "@/lib/email/outbox";
import { ConflictError } from "@/lib/http/errors";
import { enforceRateLimits } from "@/lib/rate-limit/fixed-window";
import { REGISTRATIONS_PER_CLIENT } from "@/lib/rate-limit/policies";

const emailTaken = () => new ConflictError("An account with this email already exists", "email_taken");

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}

/**
 * Creates an unverified member and queues the verification mail in the same transaction, so there is never
 * an account whose code was not sent, nor a mail for an account that does not exist. Emails are unique
 * regardless of case (citext). The mail leaves right away when SMTP answers, later otherwise.
 */
export async function registerUser(input: RegisterInput, client: string): Promise<UserDto> {
  await enforceRateLimits([[REGISTRATIONS_PER_CLIENT, client]]);
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const user = await db
    .$transaction(async (tx) => {
      const created = await tx.user.create({
        data: { name: input.name, email: input.email, passwordHash, role: "USER" },
        select: userDtoSelect,
      });
      await issueVerificationCode(tx, created);
      return created;
    })
    .catch((error: unknown) => {
      // Two sign-ups with the same email at once: the unique index lets one through.
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  deliverEmailsSoon();
  return toUserDto(user);
}
