import "server-only";
import { z } from "zod";
import type { AccessClaims } from "@/lib/auth/access-token";
import { env } from "@/lib/env";
import { readCsvText, readFormFields, readJson, readWebhookBody, refuseUnstorableText } from "@/lib/http/body";
import { clientAddress } from "@/lib/http/client-address";
import { readFormWithFiles } from "@/lib/http/form-with-files";
import { readUploadedFile } from "@/lib/http/multipart";
import {
  authenticate,
  cookieValuesAsSent,
  refuseCrossSiteRequest,
  requireAdmin,
  requireUser,
} from "@/lib/http/request-auth";
import { REQUEST_ID_HEADER, requestIdFor } from "@/lib/http/request-id";
import type { RouteAuth, RouteInput, RouteSpec } from "@/lib/http/route-spec";
import { errorToResponse } from "@/lib/http/to-response";
import { log, withRequestId } from "@/lib/log";
import { enforceRateLimits } from "@/lib/rate-limit/fixed-window";

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
 * Every API route: `route(spec, handler)`, the spec declaring what the handler reads (lib/http/route-spec.ts). The
 * cross-site check, the route's own `before`, its per-client count, the caller's session, the path, the query and the
 * capped body (JSON, file, form or raw) are checked here, in that order, so a handler is its doc line and one call.
 * Every thrown error becomes the envelope `{ success: false, error, code, details }` (docs/api.md), the request gets
 * an id that every line logged while it runs carries and that its answer returns as X-Request-Id, and one line
 * records it (method, path, status, time). The path is logged without its query, and nothing of the body or headers.
 */
export function route<const S extends RouteSpec>(spec: S, handler: (input: RouteInput<S>) => Promise<Response>) {
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

async function callerOf(auth: RouteAuth, request: Request): Promise<AccessClaims | null> {
  if (auth === "user") return requireUser(request);
  if (auth === "admin") return requireAdmin(request);
  if (auth === "optional") return authenticate(request);
  return null;
}

/** The body as the spec declares it, read once and capped; undefined for a route that reads none. */
async function readBody(spec: RouteSpec, request: Request) {
  if (spec.body) return { body: spec.body.parse(await readJson(request)) };
  if (spec.upload) return { upload: await readUploadedFile(request, spec.upload) };
  if (spec.files) return { files: await readFormWithFiles(request, spec.files) };
  if (spec.form) return { form: await readFormFields(request) };
  if (spec.csv) return { csv: await readCsvText(request) };
  if (spec.rawBody) return { rawBody: await readWebhookBody(request) };
  return {};
}

async function readInput<S extends RouteSpec>(spec: S, request: Request, context: NextContext): Promise<RouteInput<S>> {
  if (spec.sameSite) refuseCrossSiteRequest(request);
  await spec.before?.(request);
  if (spec.perClient) await enforceRateLimits([[spec.perClient, clientAddress(request)]]);
  const user = await callerOf(spec.auth, request);
  const rawParams = await context.params;
  refuseUnstorableText("path", rawParams);
  const rawQuery = Object.fromEntries(new URL(request.url).searchParams);
  refuseUnstorableText("query", rawQuery);
  const params = spec.params ? spec.params.parse(rawParams) : undefined;
  const query = spec.query ? spec.query.parse(rawQuery) : undefined;
  const headers = spec.headers && Object.fromEntries(spec.headers.map((name) => [name, request.headers.get(name)]));
  const cookies =
    spec.cookies && Object.fromEntries(spec.cookies.map((name) => [name, cookieValuesAsSent(request, name)[0]]));
  const client = spec.client ? clientAddress(request) : undefined;
  // The body's strings are held to the same rule by readJson, which every reader of a JSON body goes through.
  const input = { request, user, params, query, headers, cookies, client, ...(await readBody(spec, request)) };
  // Each part is there exactly when the spec declares it, which is what RouteInput<S> says of it.
  return input as RouteInput<S>;
}
