import "server-only";
import { z } from "zod";
import { authenticate, refuseCrossSiteRequest, requireAdmin, requireUser } from "@/lib/auth/request-auth";
import type { AccessClaims } from "@/lib/auth/access-token";
import { env } from "@/lib/env";
import { readJson, refuseUnstorableText } from "@/lib/http/body";
import { readUploadedFile, type UploadSpec } from "@/lib/http/multipart";
import { REQUEST_ID_HEADER, requestIdFor } from "@/lib/http/request-id";
import { errorToResponse } from "@/lib/http/to-response";
import { log, withRequestId } from "@/lib/log";

/**
 * Who may call a route: anyone, anyone with the caller named when signed in (`optional`), a signed-in member (401
 * otherwise), or an ADMIN (401 signed out, 403 otherwise).
 */
type RouteAuth = "public" | "optional" | "user" | "admin";

/** What a route reads from its request, each checked by its schema before the handler runs (400 naming the field). */
type RouteSpec<A extends RouteAuth, B, Q, P, U extends UploadSpec | undefined> = {
  auth: A;
  /** The JSON body (capped, JSON only; docs/api.md). Without it the body is left unread for the handler. */
  body?: z.ZodType<B>;
  /** A multipart upload of one file instead of a JSON body (capped; 400 naming the part when it is missing). */
  upload?: U;
  /** The query string, as an object of its parameters. */
  query?: z.ZodType<Q>;
  /** The path's [segments]. */
  params?: z.ZodType<P>;
  /**
   * Refuse a browser request from another site (403 cross_site_request) before anything else, its limits included.
   * Every public write has it, so no other site can make its visitors sign in, mail, order or count against their
   * limits; signed-in routes check the origin of cookie-authenticated writes themselves. The few writes another
   * site's page may send (a signed webhook, a one-click unsubscribe) are listed in tests/integration/cross-site-writes.test.ts.
   */
  sameSite?: boolean;
  /**
   * Runs before the session, the path, the query or the body is read: a rate limit that must refuse a flood before
   * any of it is parsed, or a gate that makes the whole route a 404.
   */
  before?: (request: Request) => void | Promise<void>;
};

/** What the handler is given: the request, the caller (null on public routes), and the parsed parts. */
type RouteInput<A extends RouteAuth, B, Q, P, U extends UploadSpec | undefined> = {
  request: Request;
  user: A extends "public" ? null : A extends "optional" ? AccessClaims | null : AccessClaims;
  body: B;
  /** The uploaded file, on routes that declare `upload` (undefined elsewhere). */
  upload: U extends UploadSpec ? File : undefined;
  query: Q;
  params: P;
};

// Next passes the path's segments as a promise; the exported handler accepts any, and the params schema checks them.
type NextContext = { params: Promise<Record<string, string | string[] | undefined>> };

/** The path parameter of a `[id]` route. */
export const idParams = z.object({ id: z.string() });

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
 * Every API route: `route({ auth, body, upload, query, params, sameSite, before }, handler)`. The cross-site check, the
 * route's own `before`, the caller's session, the path, the query and the capped JSON body (or uploaded file) are checked here, in that
 * order, so a handler is its doc line and one call. Every thrown error becomes the envelope
 * `{ success: false, error, code, details }` (docs/api.md), the request gets an id that every line logged while it
 * runs carries and that its answer returns as X-Request-Id, and one line records it (method, path, status, time).
 * The path is logged without its query, and nothing of the body or headers.
 */
export function route<A extends RouteAuth, B = undefined, Q = undefined, P = undefined, U extends UploadSpec | undefined = undefined>(
  spec: RouteSpec<A, B, Q, P, U>,
  handler: (input: RouteInput<A, B, Q, P, U>) => Promise<Response>,
) {
  return async (request: Request, context: NextContext): Promise<Response> => {
    const requestId = requestIdFor(request.headers, env().TRUSTED_PROXY > 0);
    return withRequestId(requestId, async () => {
      const started = performance.now();
      let response: Response;
      try {
        response = await handler(await readInput(spec, request, context));
      } catch (error) {
        response = errorToResponse(error);
      }
      const { method } = request;
      const path = new URL(request.url).pathname;
      const { status } = response;
      const ms = Math.round(performance.now() - started);
      const fields = { method, path, status, ms };
      // A 503 is an answer the shop chose (too busy to hash a password, the database or Stripe away) and says when
      // to come back: a warning, or a login flood would fill the error log with one line per refused attempt.
      if (status === 503) log.warn(fields, `${method} ${path} ${status}`);
      else if (status >= 500) log.error(fields, `${method} ${path} ${status}`);
      else log.info(fields, `${method} ${path} ${status}`);
      return withRequestIdHeader(response, requestId);
    });
  };
}

async function callerOf<A extends RouteAuth>(auth: A, request: Request): Promise<RouteInput<A, unknown, unknown, unknown, undefined>["user"]>;
async function callerOf(auth: RouteAuth, request: Request): Promise<AccessClaims | null> {
  if (auth === "user") return requireUser(request);
  if (auth === "admin") return requireAdmin(request);
  if (auth === "optional") return authenticate(request);
  return null;
}

async function readInput<A extends RouteAuth, B, Q, P, U extends UploadSpec | undefined>(spec: RouteSpec<A, B, Q, P, U>, request: Request, context: NextContext): Promise<RouteInput<A, B, Q, P, U>> {
  if (spec.sameSite) refuseCrossSiteRequest(request);
  await spec.before?.(request);
  const user = await callerOf(spec.auth, request);
  const rawParams = await context.params;
  refuseUnstorableText("path", rawParams);
  const rawQuery = Object.fromEntries(new URL(request.url).searchParams);
  refuseUnstorableText("query", rawQuery);
  const params = spec.params ? spec.params.parse(rawParams) : undefined;
  const query = spec.query ? spec.query.parse(rawQuery) : undefined;
  // The body's strings are held to the same rule by readJson, which every reader of a JSON body goes through.
  const body = spec.body ? spec.body.parse(await readJson(request)) : undefined;
  const upload = spec.upload ? await readUploadedFile(request, spec.upload) : undefined;
  // Without a schema a part is undefined, which is what its type parameter defaults to.
  return { request, user, body: body as B, upload: upload as RouteInput<A, B, Q, P, U>["upload"], query: query as Q, params: params as P };
}
