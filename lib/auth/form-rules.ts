// Browser side, fetched when one of the account's forms is first touched (components/ui/lazy-form-rules.ts): the
// API's own schemas bring zod, which no page should download before its form is used.
import { changePasswordFormSchema, nameSchema, resetPasswordFormSchema } from "@/lib/auth/schemas";
import { fieldErrorsOf } from "@/lib/field-errors";

/** Every rule of the reset form (email, code, the password policy, the confirmation) that `values` break, by field. */
export function checkPasswordReset<F extends string>(values: Record<F, string>): Partial<Record<F, string[]>> {
  return fieldErrorsOf(resetPasswordFormSchema, values);
}

/** Every rule of the change-password form that `values` break, by field. */
export function checkPasswordChange<F extends string>(values: Record<F, string>): Partial<Record<F, string[]>> {
  return fieldErrorsOf(changePasswordFormSchema, values);
}

/** The name as the API will store it, or the first rule it breaks. */
export function checkName(value: string): { ok: true; name: string } | { ok: false; message: string | undefined } {
  const check = nameSchema.safeParse(value);
  return check.success ? { ok: true, name: check.data } : { ok: false, message: check.error.issues[0]?.message };
}
