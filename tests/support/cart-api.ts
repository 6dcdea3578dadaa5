import { GET as getRoute, POST as addRoute } from "@/app/api/cart/route";
import { DELETE as removeRoute, PUT as setRoute } from "@/app/api/cart/[id]/route";
import { POST as clearRoute } from "@/app/api/cart/clear/route";
import type { ServerCart } from "@/lib/cart/server-cart";
import type { InDollars } from "@/lib/pricing/api-money";
import { apiRequest, callRoute, type ApiInit } from "./api";

/** Who calls: a member's access token (sent as Bearer), or `undefined` for a signed-out visitor. */
export type Caller = { accessToken: string } | undefined;

function init(who: Caller, body?: unknown): ApiInit {
  return { token: who?.accessToken, body };
}

export const cartApi = {
  get: (who: Caller) => callRoute<InDollars<ServerCart>>(getRoute, apiRequest("GET", "/api/cart", init(who))),
  add: (who: Caller, body: unknown) =>
    callRoute<InDollars<ServerCart>>(addRoute, apiRequest("POST", "/api/cart", init(who, body))),
  set: (who: Caller, productId: string, body: unknown) =>
    callRoute<InDollars<ServerCart>>(setRoute, apiRequest("PUT", `/api/cart/${productId}`, init(who, body)), {
      id: productId,
    }),
  remove: (who: Caller, productId: string) =>
    callRoute<InDollars<ServerCart>>(removeRoute, apiRequest("DELETE", `/api/cart/${productId}`, init(who)), {
      id: productId,
    }),
  clear: (who: Caller) =>
    callRoute<InDollars<ServerCart>>(clearRoute, apiRequest("POST", "/api/cart/clear", init(who))),
};
