// Browser side: the address book's calls (docs/api.md, Addresses), typed by the handlers' own schemas and functions.
import { apiData, type RequestOf } from "@/lib/browser/api-client";
import type { AddressDto } from "@/lib/addresses/dto";
import type { createAddressSchema, updateAddressSchema } from "@/lib/addresses/schemas";

function addressPath(id: string): string {
  return `/api/addresses/${encodeURIComponent(id)}`;
}

/** POST /api/addresses: the saved address (a member's first becomes the default). */
export function createAddress(body: RequestOf<typeof createAddressSchema>): Promise<AddressDto> {
  return apiData("/api/addresses", { method: "POST", body });
}

/** PUT /api/addresses/{id}: the fields sent change, the others keep their values. */
export function updateAddress(id: string, body: RequestOf<typeof updateAddressSchema>): Promise<AddressDto> {
  return apiData(addressPath(id), { method: "PUT", body });
}

/** DELETE /api/addresses/{id}: the addresses left. */
export function deleteAddress(id: string): Promise<AddressDto[]> {
  return apiData(addressPath(id), { method: "DELETE" });
}

/** PUT /api/addresses/{id}/default. */
export function makeDefaultAddress(id: string): Promise<AddressDto> {
  return apiData(`${addressPath(id)}/default`, { method: "PUT" });
}
