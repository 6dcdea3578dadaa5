// Pure (zod only): the guest shipping form checks the same rules as the API, field by field.
import { z } from "zod";
import { ADDRESS_MESSAGES, usPhoneSchema, usPostalCodeSchema, usStateCodeSchema } from "@/lib/addresses/schemas";
import { emailSchema } from "@/lib/auth/schemas";

const required = (message: string, max = 200) => z.string().trim().min(1, message).max(max, message);

/**
 * The guest checkout form (docs/pages.md, Guest checkout): every field required but address2; messages name the field.
 */
const guestShippingFormSchema = z.object({
  email: emailSchema,
  firstName: required(ADDRESS_MESSAGES.firstName, 100),
  lastName: required(ADDRESS_MESSAGES.lastName, 100),
  address1: required("Address is required"),
  address2: z.string().trim().max(200, "Apartment, suite, etc. must be at most 200 characters"),
  city: required(ADDRESS_MESSAGES.city, 100),
  state: usStateCodeSchema,
  zipCode: usPostalCodeSchema,
  phone: usPhoneSchema,
});

export type GuestShippingForm = z.infer<typeof guestShippingFormSchema>;
export type GuestFieldName = keyof GuestShippingForm;

/** The form's fields in the order they appear, so focus goes to the first invalid one. */
export const GUEST_FIELD_ORDER: readonly GuestFieldName[] = [
  "email",
  "firstName",
  "lastName",
  "address1",
  "address2",
  "city",
  "state",
  "zipCode",
  "phone",
];

export type FieldErrors = Partial<Record<GuestFieldName, string>>;

/** The form's values, or the first message for each invalid field. */
export function validateGuestForm(
  values: Record<GuestFieldName, string>,
): { ok: true; value: GuestShippingForm } | { ok: false; errors: FieldErrors } {
  const parsed = guestShippingFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && GUEST_FIELD_ORDER.includes(field as GuestFieldName)) {
      errors[field as GuestFieldName] ??= issue.message;
    }
  }
  return { ok: false, errors };
}
