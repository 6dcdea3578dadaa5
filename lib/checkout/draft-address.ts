import "server-only";
import type { AddressDto } from "@/lib/addresses/dto";
import type { AddressSnapshot } from "@/lib/checkout/draft-shapes";
import type { GuestAddressInput } from "@/lib/checkout/schemas";

/** "Ada King Lovelace" → first "Ada", last "King Lovelace"; a single word is both the first and last name. */
function splitFullName(fullName: string): { first: string; last: string } {
  const [first = fullName, ...rest] = fullName.trim().split(/\s+/);
  return { first, last: rest.length ? rest.join(" ") : first };
}

/** The guest form's address as an order keeps it. */
export function snapshotGuestAddress(input: GuestAddressInput): AddressSnapshot {
  const fromFull = input.fullName ? splitFullName(input.fullName) : undefined;
  return {
    first_name: input.firstName ?? fromFull?.first ?? "",
    last_name: input.lastName ?? fromFull?.last ?? "",
    address_line_1: input.address1,
    address_line_2: input.address2 ?? null,
    city: input.city,
    state: input.state,
    postal_code: input.zipCode,
    country: "US",
    phone: input.phone,
  };
}

/** A member's saved address as an order keeps it: later edits to the address book do not change the order. */
export function snapshotSavedAddress(address: AddressDto): AddressSnapshot {
  return {
    first_name: address.first_name,
    last_name: address.last_name,
    address_line_1: address.address_line_1,
    address_line_2: address.address_line_2,
    city: address.city,
    state: address.state,
    postal_code: address.postal_code,
    country: address.country,
    phone: address.phone,
  };
}
