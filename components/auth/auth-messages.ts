import { ApiRequestError } from "@/lib/browser/api-error";

/** What the sign-in pages say, word for word, in one place (docs/pages.md quotes them page by page). */
export const AUTH_MESSAGES = {
  loginFailed: "Login failed",
  verifyBeforeLogin: "Please verify your email before logging in.",
  registrationFailed: "Registration failed",
  passwordsDoNotMatch: "Passwords do not match",
  verified: "Email Verified!",
  verifiedNotice: "Email verified successfully! You can now log in.",
  verificationFailed: "Verification failed",
  verifyFailed: "Failed to verify email",
  verifyCheckCode: "Failed to verify email. Please check your code and try again.",
  enterEmail: "Please enter your email address",
  codeSent: "Verification code sent! Check your email.",
  resendFailed: "Failed to resend code",
  resendVerificationFailed: "Failed to resend verification code",
  resetCodeSent: "If an account exists for this email, a reset code is on its way.",
  resetRequestFailed: "Failed to send a reset code",
  passwordReset: "Password reset!",
  passwordResetNotice: "Password reset successfully. You can now log in.",
  resetFailed: "Failed to reset password",
  resetCheckCode: "Invalid reset code. Please check it and try again.",
} as const;

/** The pause before a page moves on by itself (to verification, to login): long enough to read what it said. */
export const REDIRECT_DELAY_MS = 2000;
/** How long the resend confirmation stays (docs/pages.md, Verify email). */
export const RESEND_NOTICE_MS = 5000;

/** The server's message for a failed call (its first field detail first), else `fallback`. */
export function serverMessage(failure: unknown, fallback: string): string {
  return failure instanceof ApiRequestError ? failure.display(fallback) : fallback;
}

/** The field a server error names (details[0].path), to mark it invalid and move focus there. */
export function failedField(failure: unknown): string | null {
  return failure instanceof ApiRequestError ? (failure.details[0]?.path ?? null) : null;
}

/**
 * What a page says when an emailed code was not accepted: a wrong code (the server's `wrongCode`) gets the advice to
 * check it; the server's other reasons (expired, too many tries, limits) as given; no answer at all, `failed`.
 */
export function codeFailureMessage(
  failure: unknown,
  wrongCode: string,
  words: { failed: string; checkCode: string; refused: string },
): string {
  if (!(failure instanceof ApiRequestError)) return words.failed;
  if (failure.code === wrongCode) return words.checkCode;
  return failure.display(words.refused);
}
