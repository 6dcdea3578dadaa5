// Pure on purpose (no server-only): the address forms validate with the same rules and messages as the API.
import { z } from "zod";
import { isUsStateCode } from "@/lib/addresses/us-states";

export const ADDRESS_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  addressLine1: "Address line 1 is required",
  city: "City is required",
  state: "State is required",
  stateInvalid: "State must be one of the 50 US states, e.g. CA",
  postalCode: "ZIP code is required",
  postalCodeInvalid: "ZIP code must be 5 digits or ZIP+4, e.g. 12345 or 12345-6789",
  phone: "Phone number is required",
  phoneInvalid: "Phone number must have at least 10 digits",
} as const;

const MIN_PHONE_DIGITS = 10;
// E.164 allows at most 15 digits; more is a typo, not a phone number.
const MAX_PHONE_DIGITS = 15;

/** A required text field: trimmed, "First name is required" when missing or blank, capped at `max` characters. */
function requiredText(required: string, label: string, max: number) {
  return (
    z
      .string({
        error: (issue) => (issue.input === undefined || issue.input === null ? required : `${label} must be text`),
      })
      .trim()
      // abort: a blank field says only that it is required, not also that it is badly formed.
      .min(1, { error: required, abort: true })
      .max(max, `${label} must be at most ${max} characters`)
  );
}

// Checked before the length cap so that "CAL" gets the helpful message rather than "at most 2 characters".
const stateCodeSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? ADDRESS_MESSAGES.state : "State must be text",
  })
  .trim()
  .min(1, { error: ADDRESS_MESSAGES.state, abort: true })
  .toUpperCase()
  .refine(isUsStateCode, ADDRESS_MESSAGES.stateInvalid);

const postalCodeSchema = requiredText(ADDRESS_MESSAGES.postalCode, "ZIP code", 10).regex(
  /^\d{5}(?:-\d{4})?$/,
  ADDRESS_MESSAGES.postalCodeInvalid,
);

// Kept as typed (spaces, dashes, brackets, a leading +); only the digit count decides whether it is plausible.
const phoneSchema = requiredText(ADDRESS_MESSAGES.phone, "Phone number", 30).refine((phone) => {
  if (!/^[+\d\s().-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, "").length;
  return digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS;
}, ADDRESS_MESSAGES.phoneInvalid);

/**
 * POST /api/addresses and the address form (docs/api.md). Unknown fields are dropped; `country` is not read at
 * all because the shop ships to the US only (it is always stored as "US"). `is_default_shipping: true` makes
 * the new address the default; the member's first address becomes the default whatever is sent.
 */
export const createAddressSchema = z.object({
  first_name: requiredText(ADDRESS_MESSAGES.firstName, "First name", 100),
  last_name: requiredText(ADDRESS_MESSAGES.lastName, "Last name", 100),
  address_line_1: requiredText(ADDRESS_MESSAGES.addressLine1, "Address line 1", 200),
  address_line_2: z
    .string({ error: "Address line 2 must be text" })
    .trim()
    .max(200, "Address line 2 must be at most 200 characters")
    .nullish()
    .transform((value) => (value ? value : null)),
  city: requiredText(ADDRESS_MESSAGES.city, "City", 100),
  state: stateCodeSchema,
  postal_code: postalCodeSchema,
  phone: phoneSchema,
  is_default_shipping: z.boolean({ error: "is_default_shipping must be true or false" }).optional(),
});

/**
 * PUT /api/addresses/{id}: the same fields and rules, each optional; a field left out keeps its value,
 * `address_line_2: null` or "" clears it. `is_default_shipping: true` also makes it the default; `false` changes
 * nothing (a member with addresses always has a default; they choose another one instead).
 */
export const updateAddressSchema = createAddressSchema.partial();

export type CreateAddressInput = z.output<typeof createAddressSchema>;
export type UpdateAddressInput = z.output<typeof updateAddressSchema>;

/** The US-only country every stored address has. */
export const ADDRESS_COUNTRY = "US";

// Exported for the checkout's guest form, which asks for the same state and ZIP rules under its own field names.
export { stateCodeSchema as usStateCodeSchema, postalCodeSchema as usPostalCodeSchema, phoneSchema as usPhoneSchema };
