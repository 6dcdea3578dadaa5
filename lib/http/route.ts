import { requireAdmin, requireUser } from "@/lib/auth/request-auth";
import type { AccessClaims } from "@/lib/auth/access-token";
import { errorToResponse } from "@/lib/http/to-response";

type Context<P> = { params: Promise<P> };
type Handler<P> = (request: Request, context: Context<P>) => Promise<Response>;
type AuthedHandler<P> = (args: { request: Request; params: P; user: AccessClaims }) => Promise<Response>;

/** Wraps a route handler so every thrown error becomes the envelope of DESIGN.md §3. */
export function route<P = Record<string, string>>(handler: Handler<P>) {
  return async (request: Request, context: Context<P>): Promise<Response> => {
    try {
      return await handler(request, context);
    } catch (error) {
      return errorToResponse(error);
    }
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
