// Shared rules: the address forms' check under the API's own schema. The forms fetch it when first touched
// (components/account/address-rules.ts): the schema brings zod, which no page should download before its form is used.
import { isAddressField, type AddressFieldErrors, type AddressFormValues } from "@/lib/addresses/form-values";
import { createAddressSchema } from "@/lib/addresses/schemas";

/** The first message per field under the API's own schema (required fields, the 50 states, ZIP, phone). */
export function checkAddressForm(values: AddressFormValues): {
  payload: AddressFormValues | null;
  errors: AddressFieldErrors;
} {
  const check = createAddressSchema.safeParse(values);
  if (check.success) return { payload: values, errors: {} };
  const errors: AddressFieldErrors = {};
  for (const issue of check.error.issues) {
    const path = String(issue.path[0] ?? "");
    if (isAddressField(path)) errors[path] ??= issue.message;
  }
  return { payload: null, errors };
}
