import { GET as getRoute, POST as addRoute } from "@/app/api/cart/route";
import { DELETE as removeRoute, PUT as setRoute } from "@/app/api/cart/[id]/route";
import { POST as clearRoute } from "@/app/api/cart/clear/route";
import type { ServerCart } from "@/lib/cart/server-cart";
import { callRoute, memberRequest, type MemberInit } from "./member-api";

/** Who calls: a member's access token (sent as Bearer), or `undefined` for a signed-out visitor. */
export type Caller = { accessToken: string } | undefined;

function init(who: Caller, extra: MemberInit = {}): MemberInit {
  return who ? { token: who.accessToken, ...extra } : extra;
}

export const cartApi = {
  get: (who: Caller) => callRoute<ServerCart>(getRoute, memberRequest("/api/cart", init(who))),
  add: (who: Caller, body: unknown) => callRoute<ServerCart>(addRoute, memberRequest("/api/cart", init(who, { method: "POST", body }))),
  set: (who: Caller, productId: string, body: unknown) =>
    callRoute<ServerCart>(setRoute, memberRequest(`/api/cart/${productId}`, init(who, { method: "PUT", body })), { id: productId }),
  remove: (who: Caller, productId: string) =>
    callRoute<ServerCart>(removeRoute, memberRequest(`/api/cart/${productId}`, init(who, { method: "DELETE" })), { id: productId }),
  clear: (who: Caller) => callRoute<ServerCart>(clearRoute, memberRequest("/api/cart/clear", init(who, { method: "POST" }))),
};
