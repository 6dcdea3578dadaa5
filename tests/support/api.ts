import { ACCESS_COOKIE } from "@/lib/auth/session-cookies";

/** The shop's origin in tests (APP_URL in vitest.config.ts). */
export const ORIGIN = "http://localhost:3000";

/** The context of a route without path parameters, for tests that read the handler's Response themselves. */
export const noParams = { params: Promise.resolve({}) };

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type ApiInit = {
  /** Sent as JSON; a string goes as it is, so a test can send JSON that does not parse. */
  body?: unknown;
  /** Sent as a Bearer token, as an API client authenticates. */
  token?: string;
  /** Sent as the session cookie, as the shop's pages authenticate. */
  cookie?: string;
  /**
   * Browsers send an Origin and API clients do not, and the cross-site checks treat the two differently,
   * so it is sent only when given: ORIGIN for the shop's own pages, anything else for another site.
   */
  origin?: string;
  /** Any other headers; they win over the ones the options above set. */
  headers?: Record<string, string>;
};

/** A request to the API as a client sends it. */
export function apiRequest(
  method: Method,
  path: string,
  { body, token, cookie, origin, headers }: ApiInit = {},
): Request {
  const sent: Record<string, string> = {};
  if (origin !== undefined) sent.origin = origin;
  if (token !== undefined) sent.authorization = `Bearer ${token}`;
  if (cookie !== undefined) sent.cookie = `${ACCESS_COOKIE}=${encodeURIComponent(cookie)}`;
  if (body !== undefined) sent["content-type"] = "application/json";
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: { ...sent, ...headers },
    body: body === undefined || typeof body === "string" ? body : JSON.stringify(body),
  });
}

export type ApiAnswer<T = Record<string, unknown>> = {
  status: number;
  headers: Headers;
  body: {
    success: boolean;
    data: T;
    total?: number;
    error: string;
    code: string;
    details?: { path: string; message: string }[];
  };
};

// `never`: any route's handler fits, whatever its params type; the test passes the params that path needs.
type Handler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;

/** Calls a route handler with its path parameters and reads the JSON answer. */
export async function callRoute<T = Record<string, unknown>>(
  handler: Handler,
  request: Request,
  params: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  const response = await handler(request, { params: Promise.resolve(params) as Promise<never> });
  return { status: response.status, headers: response.headers, body: (await response.json()) as ApiAnswer<T>["body"] };
}

/** The Set-Cookie lines of an answer, by cookie name. */
export function setCookies(headers: Headers): Map<string, string> {
  return new Map(headers.getSetCookie().map((line) => [line.split("=")[0] ?? "", line]));
}

/** The value a Set-Cookie line sets. */
export function cookieValueOf(line: string | undefined): string {
  return decodeURIComponent(line?.split(";")[0]?.split("=").slice(1).join("=") ?? "");
}
