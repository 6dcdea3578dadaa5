import { GET as listRoute, POST as createRoute } from "@/app/api/addresses/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as updateRoute } from "@/app/api/addresses/[id]/route";
import { PUT as defaultRoute } from "@/app/api/addresses/[id]/default/route";
import type { AddressDto } from "@/lib/addresses/dto";
import { callRoute, memberRequest, type MemberInit } from "./member-api";

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

function init(who: Caller, extra: MemberInit = {}): MemberInit {
  return who ? { token: who.accessToken, ...extra } : extra;
}

export const addressApi = {
  list: (who: Caller) => callRoute<AddressDto[]>(listRoute, memberRequest("/api/addresses", init(who))),
  create: (who: Caller, body: unknown) =>
    callRoute<AddressDto>(createRoute, memberRequest("/api/addresses", init(who, { method: "POST", body }))),
  get: (who: Caller, id: string) => callRoute<AddressDto>(getRoute, memberRequest(`/api/addresses/${id}`, init(who)), { id }),
  update: (who: Caller, id: string, body: unknown) =>
    callRoute<AddressDto>(updateRoute, memberRequest(`/api/addresses/${id}`, init(who, { method: "PUT", body })), { id }),
  remove: (who: Caller, id: string) =>
    callRoute<AddressDto[]>(deleteRoute, memberRequest(`/api/addresses/${id}`, init(who, { method: "DELETE" })), { id }),
  makeDefault: (who: Caller, id: string) =>
    callRoute<AddressDto>(defaultRoute, memberRequest(`/api/addresses/${id}/default`, init(who, { method: "PUT" })), { id }),
};
