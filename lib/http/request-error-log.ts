import "server-only";
import type { Instrumentation } from "next";
import { REQUEST_ID_HEADER } from "@/lib/http/request-id";
import { log, withRequestId } from "@/lib/log";

type ErrorArgs = Parameters<Instrumentation.onRequestError>;

/**
 * One line for an error Next.js met while rendering a page, under the id proxy.ts gave the request and with the
 * digest the error page shows. The path is logged without its query: a page's query may carry a payment's client
 * secret (the return from a redirecting payment method).
 */
export function logRequestError(error: ErrorArgs[0], request: ErrorArgs[1], context: ErrorArgs[2]): void {
  const header = request.headers[REQUEST_ID_HEADER];
  const requestId = typeof header === "string" ? header : crypto.randomUUID();
  const path = request.path.split("?")[0];
  // The digest is the "Reference" the error page shows the visitor: it finds this line.
  const digest =
    typeof error === "object" && error !== null && "digest" in error && typeof error.digest === "string"
      ? { digest: error.digest }
      : {};
  withRequestId(requestId, () =>
    log.error(
      { err: error, ...digest, method: request.method, path, route: context.routePath, kind: context.routeType },
      `${request.method} ${path} failed`,
    ),
  );
}
