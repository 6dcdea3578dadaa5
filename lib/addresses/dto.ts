import "server-only";
import type { Address } from "@/lib/generated/prisma/client";

/**
 * An address as the API and pages present it (docs/api.md, Shapes): snake_case fields plus id.
 * `is_default_shipping` is derived from users.default_address_id, which is why the mapper needs that id.
 */
export type AddressDto = {
  id: string;
  first_name: string;
  last_name: string;
  address_line_1: string;
  address_line_2: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: "US";
  phone: string;
  is_default_shipping: boolean;
};

/** Map a database row to the public address shape; `defaultAddressId` is the owner's default (or null). */
export function toAddressDto(address: Address, defaultAddressId: string | null): AddressDto {
  return {
    id: address.id,
    first_name: address.firstName,
    last_name: address.lastName,
    address_line_1: address.addressLine1,
    address_line_2: address.addressLine2,
    city: address.city,
    state: address.state,
    postal_code: address.postalCode,
    // The shop ships to the US only (docs/decisions.md, Addresses); the column's default says the same.
    country: "US",
    phone: address.phone,
    is_default_shipping: address.id === defaultAddressId,
  };
}
