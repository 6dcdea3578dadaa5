import "server-only";
import { verifyPassword } from "@/lib/auth/password";
import type { LoginInput } from "@/lib/auth/schemas";
import { startSession, type SessionTokens } from "@/lib/auth/session";
import { toUserDto, userDtoSelect, type UserDto } from "@/lib/auth/user-dto";
import { db } from "@/lib/db";
import { ForbiddenError, UnauthorizedError } from "@/lib/http/errors";
import { enforceRateLimits, refundRateLimit, type RateLimitPolicy } from "@/lib/rate-limit/fixed-window";
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_CLIENT } from "@/lib/rate-limit/policies";

/**
 * A real bcrypt hash (cost 12, like stored passwords) of a random string nobody kept. Checking a password
 * against it when the email is unknown makes that answer take as long as a wrong password does.
 */
export const DUMMY_PASSWORD_HASH = "$2b$12$8bqWsR3YwPORYyo.qHSCG.WO23TwWxQekigIfb.kDrg2lfbptC8ze";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
export const EMAIL_NOT_VERIFIED_MESSAGE = "Please verify your email before logging in.";

export type LoginResult = { user: UserDto; tokens: SessionTokens };

/**
 * Checks the credentials and starts a session. Every attempt is counted against the account and the client
 * before the password is checked (so parallel guesses cannot slip past the limit) and given back when it
 * succeeds, so the counters hold failures only: 10 per 15 minutes, then 429 with Retry-After.
 */
export async function logIn(input: LoginInput, client: string): Promise<LoginResult> {
  const limits: [RateLimitPolicy, string][] = [
    [LOGIN_FAILURES_PER_ACCOUNT, input.email.toLowerCase()],
    [LOGIN_FAILURES_PER_CLIENT, client],
  ];
  await enforceRateLimits(limits);
  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { ...userDtoSelect, passwordHash: true, emailVerifiedAt: true },
  });
  const passwordMatches = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !passwordMatches) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE, "invalid_credentials");
  await Promise.all(limits.map(([policy, subject]) => refundRateLimit(policy, subject)));
  if (!user.emailVerifiedAt) throw new ForbiddenError(EMAIL_NOT_VERIFIED_MESSAGE, "email_not_verified");
  return { user: toUserDto(user), tokens: await startSession(user) };
}
