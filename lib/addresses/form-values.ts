// Shared rules of the address forms: blank values, values from a saved address, the fields' names. The field-level
// check is form-check.ts, which the forms fetch when first touched (it brings zod).
import type { AddressDto } from "@/lib/addresses/dto";

/** The parts of an address as the forms lay them out; each form names its inputs after its own API. */
export type AddressPart = "firstName" | "lastName" | "line1" | "line2" | "city" | "state" | "postalCode" | "phone";

type AddressField =
  "first_name" | "last_name" | "address_line_1" | "address_line_2" | "city" | "state" | "postal_code" | "phone";
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

/** A blank address form. */
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

/** A saved address as the form's values, to edit it. */
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

/** Whether an error's path names one of the form's fields. */
export function isAddressField(path: string): path is AddressField {
  return (ADDRESS_FIELDS as readonly string[]).includes(path);
}
