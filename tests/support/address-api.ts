import { GET as listRoute, POST as createRoute } from "@/app/api/addresses/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as updateRoute } from "@/app/api/addresses/[id]/route";
import { PUT as defaultRoute } from "@/app/api/addresses/[id]/default/route";
import type { AddressDto } from "@/lib/addresses/dto";
import { apiRequest, callRoute, type ApiInit } from "./api";

/** Who calls: a member's access token (sent as Bearer), or `undefined` for a signed-out visitor. */
export type Caller = { accessToken: string } | undefined;

/** A complete address form, as the account page sends it. */
export const ADDRESS_FORM = {
  first_name: "Ada",
  last_name: "Lovelace",
  address_line_1: "12 Analytical Way",
  address_line_2: "Apt 3",
  city: "Portland",
  state: "OR",
  postal_code: "97201",
  phone: "(503) 555-0134",
};

function init(who: Caller, body?: unknown): ApiInit {
  return { token: who?.accessToken, body };
}

export const addressApi = {
  list: (who: Caller) => callRoute<AddressDto[]>(listRoute, apiRequest("GET", "/api/addresses", init(who))),
  create: (who: Caller, body: unknown) =>
    callRoute<AddressDto>(createRoute, apiRequest("POST", "/api/addresses", init(who, body))),
  get: (who: Caller, id: string) =>
    callRoute<AddressDto>(getRoute, apiRequest("GET", `/api/addresses/${id}`, init(who)), { id }),
  update: (who: Caller, id: string, body: unknown) =>
    callRoute<AddressDto>(updateRoute, apiRequest("PUT", `/api/addresses/${id}`, init(who, body)), { id }),
  remove: (who: Caller, id: string) =>
    callRoute<AddressDto[]>(deleteRoute, apiRequest("DELETE", `/api/addresses/${id}`, init(who)), { id }),
  makeDefault: (who: Caller, id: string) =>
    callRoute<AddressDto>(defaultRoute, apiRequest("PUT", `/api/addresses/${id}/default`, init(who)), { id }),
};
