// Browser side: the account calls of docs/api.md (Authentication), typed by the handlers' own schemas and functions.
import { apiData, refreshSession, type AnswerOf, type RequestOf } from "@/lib/browser/api-client";
import type { logIn as serverLogIn } from "@/lib/auth/login";
import type { getUserProfile } from "@/lib/auth/profile";
import type {
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  updateProfileSchema,
  verifyEmailSchema,
} from "@/lib/auth/schemas";

/** The member as GET /api/auth/me and POST /api/auth/login describe them (docs/api.md, Shapes). */
export type SessionUser = AnswerOf<typeof getUserProfile>;

/** POST /api/auth/login: the session's cookies are set by the answer; the member is returned. */
export function logIn(body: RequestOf<typeof loginSchema>): Promise<{ user: AnswerOf<typeof serverLogIn>["user"] }> {
  return apiData("/api/auth/login", { method: "POST", body });
}

/** POST /api/auth/register: an unverified account and a code in the mail. */
export function register(body: RequestOf<typeof registerSchema>): Promise<unknown> {
  return apiData("/api/auth/register", { method: "POST", body });
}

/** POST /api/auth/verify-email with the emailed code (`token`). */
export function verifyEmail(body: RequestOf<typeof verifyEmailSchema>): Promise<unknown> {
  return apiData("/api/auth/verify-email", { method: "POST", body });
}

/** POST /api/auth/resend-verification: the same answer for any email. */
export function resendVerification(body: RequestOf<typeof resendVerificationSchema>): Promise<unknown> {
  return apiData("/api/auth/resend-verification", { method: "POST", body });
}

/** POST /api/auth/forgot-password: the same answer for any email. */
export function forgotPassword(body: RequestOf<typeof forgotPasswordSchema>): Promise<unknown> {
  return apiData("/api/auth/forgot-password", { method: "POST", body });
}

/** POST /api/auth/reset-password with the emailed code. */
export function resetPassword(body: RequestOf<typeof resetPasswordSchema>): Promise<unknown> {
  return apiData("/api/auth/reset-password", { method: "POST", body });
}

/** POST /api/auth/change-password: this browser's session continues with new cookies. */
export function changePassword(body: RequestOf<typeof changePasswordSchema>): Promise<unknown> {
  return apiData("/api/auth/change-password", { method: "POST", body });
}

/** PUT /api/auth/me: the new name. */
export function updateProfile(body: RequestOf<typeof updateProfileSchema>): Promise<SessionUser> {
  return apiData("/api/auth/me", { method: "PUT", body });
}

/** DELETE /api/auth/me with the password again: the account is deleted and the session's cookies cleared. */
export function deleteAccount(body: RequestOf<typeof deleteAccountSchema>): Promise<{ message: string }> {
  return apiData("/api/auth/me", { method: "DELETE", body });
}

/** GET /api/auth/me, probing: a dead session throws instead of sending the visitor to /login. */
export function fetchMe(): Promise<SessionUser> {
  return apiData("/api/auth/me", { redirectOnExpiry: false });
}

/**
 * POST /api/auth/refresh, once across every tab at a time (see refreshSession): true when the session was renewed,
 * false when it was refused (the session is over) or could not be asked about (offline).
 */
export function renewSession(): Promise<boolean> {
  return refreshSession();
}

/** POST /api/auth/logout: the refresh cookie's family is revoked and the cookies cleared. */
export function logOut(): Promise<unknown> {
  return apiData("/api/auth/logout", { method: "POST", body: {} });
}
