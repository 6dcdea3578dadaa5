import "server-only";
import { verifyPassword } from "@/lib/auth/password";
import type { LoginInput } from "@/lib/auth/schemas";
import { startSession, type SessionTokens } from "@/lib/auth/session";
import { toUserDto, userDtoSelect, type UserDto } from "@/lib/auth/user-dto";
import { db } from "@/lib/db";
import { ForbiddenError, UnauthorizedError } from "@/lib/http/errors";
import { enforceRateLimits, refundRateLimits, type RateLimitCheck } from "@/lib/rate-limit/fixed-window";
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT,
  LOGIN_FAILURES_PER_CLIENT,
} from "@/lib/rate-limit/policies";

/**
 * A real bcrypt hash (cost 12, like stored passwords) of a random string nobody kept. Checking a password
 * against it when the email is unknown makes that answer take as long as a wrong password does.
 */
const DUMMY_PASSWORD_HASH = "$2b$12$8bqWsR3YwPORYyo.qHSCG.WO23TwWxQekigIfb.kDrg2lfbptC8ze";

const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
const EMAIL_NOT_VERIFIED_MESSAGE = "Please verify your email before logging in.";

type LoginResult = { user: UserDto; tokens: SessionTokens };

/**
 * The limits a sign-in attempt counts against. `client` is the address the trusted proxy saw, or null without
 * one: the pair (account, client) then becomes (account, any client) and the spraying limit cannot apply.
 */
export function loginLimits(email: string, client: string | null): RateLimitCheck[] {
  const account = email.toLowerCase();
  return [
    [LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT, `${account}|${client ?? "unknown-client"}`],
    [LOGIN_FAILURES_PER_ACCOUNT, account],
    [LOGIN_FAILURES_PER_CLIENT, client],
  ];
}

/**
 * Checks the credentials and starts a session. Every attempt is counted before the password is checked (so
 * parallel guesses cannot slip past the limits) and given back when it succeeds, so the counters hold failures
 * only; past a limit the answer is 429 with Retry-After.
 */
export async function logIn(input: LoginInput, client: string | null): Promise<LoginResult> {
  const limits = loginLimits(input.email, client);
  await enforceRateLimits(limits);
  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { ...userDtoSelect, passwordHash: true, emailVerifiedAt: true, sessionVersion: true },
  });
  const passwordMatches = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !passwordMatches) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE, "invalid_credentials");
  await refundRateLimits(limits);
  if (!user.emailVerifiedAt) throw new ForbiddenError(EMAIL_NOT_VERIFIED_MESSAGE, "email_not_verified");
  return { user: toUserDto(user), tokens: await startSession(user) };
}
