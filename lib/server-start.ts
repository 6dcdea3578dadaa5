import "server-only";
import type { Instrumentation } from "next";
import { startReconcilerLoop } from "@/lib/checkout/reconciler-loop";
import { startOutboxLoop } from "@/lib/email/outbox-loop";
import { environmentProblems, logSettings } from "@/lib/env";
import { REQUEST_ID_HEADER } from "@/lib/http/request-id";
import { log, withRequestId } from "@/lib/log";
import { sendConsoleToLog } from "@/lib/log-console";

/**
 * What a Next.js server process does once at start (called from instrumentation.ts, Node.js runtime only).
 * A server started without `npm start` (systemd running `next start`, say) gets the same refusal as `npm start`:
 * an invalid environment, such as production without PAYMENTS, stops it at once with one line per problem.
 */
export function onServerStart(): void {
  const problems = environmentProblems();
  if (problems.length > 0) {
    // Plain lines, as `npm start`'s own checks print them: the server never ran, so there is no log to join, and
    // whoever reads the service's status reads these.
    for (const problem of problems) console.error(`[atelier] ${problem}`);
    process.exit(1);
  }
  if (logSettings().format === "json") sendConsoleToLog();
  startOutboxLoop();
  // Finishes captures, voids and cancellations that a crash or an outage left half-way, now and every few minutes.
  startReconcilerLoop();
}

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
  const digest = typeof error === "object" && error !== null && "digest" in error && typeof error.digest === "string" ? { digest: error.digest } : {};
  withRequestId(requestId, () =>
    log.error({ err: error, ...digest, method: request.method, path, route: context.routePath, kind: context.routeType }, `${request.method} ${path} failed`),
  );
}
