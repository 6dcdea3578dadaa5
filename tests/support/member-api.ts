import { ACCESS_COOKIE } from "@/lib/auth/session-cookies";
import type { ApiAnswer } from "./auth-api";
import { ORIGIN } from "./auth-api";

// `never`: any route's handler fits, whatever its params type; the test passes the params that path needs.
type Handler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;

export type MemberInit = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Bearer token (no Origin sent), unless `cookie` is given. */
  token?: string;
  /** Send the access token as the session cookie, as the shop's pages do, from `origin` (the shop by default). */
  cookie?: string;
  origin?: string;
};

/** A member's request to the API: Bearer by default, or the session cookie with an Origin header. */
export function memberRequest(path: string, { method = "GET", body, token, cookie, origin = ORIGIN }: MemberInit = {}): Request {
  const headers: Record<string, string> = {};
  if (cookie !== undefined) {
    headers.cookie = `${ACCESS_COOKIE}=${encodeURIComponent(cookie)}`;
    headers.origin = origin;
  } else if (token !== undefined) {
    headers.authorization = `Bearer ${token}`;
  }
  if (body !== undefined) headers["content-type"] = "application/json";
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Calls a route handler with its path parameters and reads the JSON answer. */
export async function callRoute<T = Record<string, unknown>>(
  handler: Handler,
  request: Request,
  params: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  const response = await handler(request, { params: Promise.resolve(params) as Promise<never> });
  return { status: response.status, headers: response.headers, body: (await response.json()) as ApiAnswer<T>["body"] };
}
