// Browser-safe helpers of the address form: blank values, values from a saved address, field-level checking.
import type { AddressPart } from "@/components/account/address-fields";
import type { AddressDto } from "@/lib/addresses/dto";
import { createAddressSchema } from "@/lib/addresses/schemas";

type AddressField = "first_name" | "last_name" | "address_line_1" | "address_line_2" | "city" | "state" | "postal_code" | "phone";
export type AddressFormValues = Record<AddressField, string> & { is_default_shipping: boolean };
export type AddressFieldErrors = Partial<Record<AddressField, string>>;

/** The API's name for each part of an address (docs/api.md, Addresses). */
export const ADDRESS_FIELD_NAMES: Readonly<Record<AddressPart, AddressField>> = {
  firstName: "first_name",
  lastName: "last_name",
  line1: "address_line_1",
  line2: "address_line_2",
  city: "city",
  state: "state",
  postalCode: "postal_code",
  phone: "phone",
};

const ADDRESS_FIELDS: readonly AddressField[] = Object.values(ADDRESS_FIELD_NAMES);

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  first_name: "",
  last_name: "",
  address_line_1: "",
  address_line_2: "",
  city: "",
  state: "",
  postal_code: "",
  phone: "",
  is_default_shipping: false,
};

export function addressFormValuesOf(address: AddressDto): AddressFormValues {
  return {
    first_name: address.first_name,
    last_name: address.last_name,
    address_line_1: address.address_line_1,
    address_line_2: address.address_line_2 ?? "",
    city: address.city,
    state: address.state,
    postal_code: address.postal_code,
    phone: address.phone,
    is_default_shipping: address.is_default_shipping,
  };
}

export function isAddressField(path: string): path is AddressField {
  return (ADDRESS_FIELDS as readonly string[]).includes(path);
}

/** The first message per field under the API's own schema (required fields, the 50 states, ZIP, phone). */
export function checkAddressForm(values: AddressFormValues): { payload: AddressFormValues | null; errors: AddressFieldErrors } {
  const check = createAddressSchema.safeParse(values);
  if (check.success) return { payload: values, errors: {} };
  const errors: AddressFieldErrors = {};
  for (const issue of check.error.issues) {
    const path = String(issue.path[0] ?? "");
    if (isAddressField(path)) errors[path] ??= issue.message;
  }
  return { payload: null, errors };
}
