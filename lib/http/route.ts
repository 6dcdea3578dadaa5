import { requireAdmin, requireUser } from "@/lib/auth/request-auth";
import type { AccessClaims } from "@/lib/auth/access-token";
import { env } from "@/lib/env";
import { REQUEST_ID_HEADER, requestIdFor } from "@/lib/http/request-id";
import { errorToResponse } from "@/lib/http/to-response";
import { log, withRequestId } from "@/lib/log";

type Context<P> = { params: Promise<P> };
type Handler<P> = (request: Request, context: Context<P>) => Promise<Response>;
type AuthedHandler<P> = (args: { request: Request; params: P; user: AccessClaims }) => Promise<Response>;

/** The answer with its request id; a response whose headers are frozen (a fetched one) is copied first. */
function withRequestIdHeader(response: Response, requestId: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(REQUEST_ID_HEADER, requestId);
    return copy;
  }
}

/**
 * Wraps a route handler: every thrown error becomes the envelope `{ success: false, error, code, details }`
 * (docs/api.md), the request gets an id that every line logged while it runs carries and that its answer returns
 * as X-Request-Id, and one line records it (method, path, status, time). The path is logged without its query, and
 * nothing of the body or headers.
 */
export function route<P = Record<string, string>>(handler: Handler<P>) {
  return async (request: Request, context: Context<P>): Promise<Response> => {
    const requestId = requestIdFor(request.headers, env().TRUSTED_PROXY > 0);
    return withRequestId(requestId, async () => {
      const started = performance.now();
      let response: Response;
      try {
        response = await handler(request, context);
      } catch (error) {
        response = errorToResponse(error);
      }
      const { method } = request;
      const path = new URL(request.url).pathname;
      const { status } = response;
      const ms = Math.round(performance.now() - started);
      const fields = { method, path, status, ms };
      if (status >= 500) log.error(fields, `${method} ${path} ${status}`);
      else log.info(fields, `${method} ${path} ${status}`);
      return withRequestIdHeader(response, requestId);
    });
  };
}

/** A route for signed-in members only (401 otherwise). */
export function withUser<P = Record<string, string>>(handler: AuthedHandler<P>) {
  return route<P>(async (request, context) =>
    handler({ request, params: await context.params, user: await requireUser(request) }),
  );
}

/** A route for ADMIN only (401 signed out, 403 otherwise). */
export function withAdmin<P = Record<string, string>>(handler: AuthedHandler<P>) {
  return route<P>(async (request, context) =>
    handler({ request, params: await context.params, user: await requireAdmin(request) }),
  );
}
