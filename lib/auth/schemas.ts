import { z } from "zod";
import { VERIFICATION_CODE_LENGTH } from "@/lib/auth/code-format";

// Shared by the API and the account pages (client-side validation): zod only, nothing server-side.

/** bcrypt reads only the first 72 bytes; a longer password would silently lose its tail. */
const PASSWORD_MAX_BYTES = 72;

const PASSWORD_MESSAGES = {
  length: "Password must be at least 8 characters",
  uppercase: "Password must contain an uppercase letter",
  lowercase: "Password must contain a lowercase letter",
  number: "Password must contain a number",
  special: "Password must contain a special character",
  tooLong: `Password must be at most ${PASSWORD_MAX_BYTES} bytes`,
} as const;

function byteLength(value: string): number {
  return new TextEncoder().encode(value).length;
}

/** The password policy; every rule that fails is reported, in this order, so a form can list them all at once. */
export const newPasswordSchema = z
  .string({ error: "Password is required" })
  .min(8, PASSWORD_MESSAGES.length)
  .regex(/[A-Z]/, PASSWORD_MESSAGES.uppercase)
  .regex(/[a-z]/, PASSWORD_MESSAGES.lowercase)
  .regex(/[0-9]/, PASSWORD_MESSAGES.number)
  .regex(/[^A-Za-z0-9]/, PASSWORD_MESSAGES.special)
  .refine((value) => byteLength(value) <= PASSWORD_MAX_BYTES, PASSWORD_MESSAGES.tooLong);

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email address"));

export const nameSchema = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(100, "Name must be at most 100 characters");

/** POST /api/auth/register */
export const registerSchema = z.object({ name: nameSchema, email: emailSchema, password: newPasswordSchema });

/** The signup form: the API's fields plus the confirmation the page checks. */
export const signupFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

/** POST /api/auth/login: no policy here, so that older passwords still sign in. */
export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(1024, "Password is too long"),
});

/** An emailed 6-character code, typed in any case and compared upper-case. */
function codeSchema(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .toUpperCase()
    .length(VERIFICATION_CODE_LENGTH, `${label} must be ${VERIFICATION_CODE_LENGTH} characters`);
}

/** POST /api/auth/verify-email: the code arrives as `token`. */
export const verifyEmailSchema = z.object({ email: emailSchema, token: codeSchema("Verification code") });

/** The email of a request that mails a code, asked for with the resend form's message when it is missing. */
const requestedEmailSchema = z
  .string({ error: "Please enter your email address" })
  .trim()
  .min(1, "Please enter your email address")
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email address"));

/** POST /api/auth/resend-verification */
export const resendVerificationSchema = z.object({ email: requestedEmailSchema });

/** POST /api/auth/forgot-password */
export const forgotPasswordSchema = z.object({ email: requestedEmailSchema });

/** POST /api/auth/reset-password: the emailed code as `token`, like verification, and a password of the policy. */
export const resetPasswordSchema = z.object({
  email: emailSchema,
  token: codeSchema("Reset code"),
  newPassword: newPasswordSchema,
});

/** The reset form: the API's fields plus the confirmation. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

/** PUT /api/auth/me: the name only; anything else in the body is dropped. */
export const updateProfileSchema = z.object({ name: nameSchema });

/** POST /api/auth/change-password */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(1024, "Password is too long"),
  newPassword: newPasswordSchema,
});

/** The change-password form: the API's fields plus the confirmation. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

/** DELETE /api/auth/me: the password again, so a borrowed signed-in browser cannot erase the account. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(1024, "Password is too long"),
  /** Also delete her reviews; by default they stay, anonymised ("A buyer"). */
  deleteReviews: z.boolean({ error: "deleteReviews must be true or false" }).optional(),
});

/** POST /api/auth/refresh and /logout: the token may also come from the session cookie (absent, null or ""). */
export const refreshTokenBodySchema = z.object({
  refreshToken: z
    .string()
    .max(512)
    .nullish()
    .transform((value) => value || undefined),
});

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
