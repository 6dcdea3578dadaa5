import "server-only";
import { issueDeviceToken, trustedDeviceId } from "@/lib/auth/device-token";
import { UNUSABLE_PASSWORD_HASH, checkPassword, hashPassword } from "@/lib/auth/password";
import type { LoginInput } from "@/lib/auth/schemas";
import { startSession, type SessionTokens } from "@/lib/auth/session";
import { toUserDto, userDtoSelect, type UserDto } from "@/lib/auth/user-dto";
import { db } from "@/lib/db";
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";
import { enforceRateLimits, refundRateLimits, type RateLimitCheck } from "@/lib/rate-limit/fixed-window";
import {
  LOGIN_ATTEMPTS_PER_KNOWN_CLIENT,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT,
  LOGIN_FAILURES_PER_CLIENT,
  LOGIN_FAILURES_PER_DEVICE,
} from "@/lib/rate-limit/policies";

const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
const EMAIL_NOT_VERIFIED_MESSAGE = "Please verify your email before logging in.";

/** The session, and the device token that lets this browser sign in to this account apart from strangers. */
type LoginResult = { user: UserDto; tokens: SessionTokens; deviceToken: string };

/**
 * The limits a sign-in attempt counts against, and those a success gives back. A browser known to the account
 * (`deviceId`, from its device cookie) is counted on its device's failures and on its client's known-browser
 * sign-ins; anyone else against the pair (account, client), the account and the client. The client's counts are
 * never given back: a success interleaved with guesses must not buy more guesses at other accounts, and a loop of
 * successes must end.
 */
export function loginLimits(
  email: string,
  client: string | null,
  deviceId: string | null = null,
): { checks: RateLimitCheck[]; refundOnSuccess: RateLimitCheck[] } {
  if (deviceId) {
    const device: RateLimitCheck[] = [[LOGIN_FAILURES_PER_DEVICE, deviceId]];
    return { checks: [...device, [LOGIN_ATTEMPTS_PER_KNOWN_CLIENT, client]], refundOnSuccess: device };
  }
  const account = email.toLowerCase();
  const accountChecks: RateLimitCheck[] = [
    [LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT, `${account}|${client ?? "unknown-client"}`],
    [LOGIN_FAILURES_PER_ACCOUNT, account],
  ];
  return { checks: [...accountChecks, [LOGIN_FAILURES_PER_CLIENT, client]], refundOnSuccess: accountChecks };
}

/**
 * Checks the credentials and starts a session. Every attempt is counted before the password is checked (so
 * parallel guesses cannot slip past the limits) and the account's counts are given back when it succeeds; past a
 * limit the answer is 429 with Retry-After. `deviceTokens` are the browser's device cookies, if any.
 */
export async function logIn(
  input: LoginInput,
  client: string | null,
  deviceTokens: readonly string[] = [],
): Promise<LoginResult> {
  const deviceId = await trustedDeviceId(deviceTokens, input.email);
  const limits = loginLimits(input.email, client, deviceId);
  await enforceRateLimits(limits.checks);
  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { ...userDtoSelect, passwordHash: true, emailVerifiedAt: true, sessionVersion: true },
  });
  const outcome = await checkPassword(input.password, user?.passwordHash ?? UNUSABLE_PASSWORD_HASH);
  if (!user || outcome === "no-match") throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE, "invalid_credentials");
  await refundRateLimits(limits.refundOnSuccess);
  if (outcome === "match-unnormalized") {
    // Stored before passwords were normalized: store the normalized form, so the next sign-in needs one bcrypt round.
    await db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(input.password) } });
  }
  if (!user.emailVerifiedAt) throw new ForbiddenError(EMAIL_NOT_VERIFIED_MESSAGE, "email_not_verified");
  return {
    user: toUserDto(user),
    tokens: await startSession(user),
    deviceToken: await issueDeviceToken(user, deviceId ?? undefined),
  };
}
