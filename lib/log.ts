import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type Logger } from "pino";
import { configuredSecrets, logSettings } from "@/lib/env";
import { REDACTED, readableLine, scrubSecrets } from "@/lib/log-format";

type RequestContext = { requestId: string };

// Kept on globalThis: Next.js may load this module once per bundle (instrumentation, each route), and a line
// logged by any copy must find the request it belongs to.
const shared = globalThis as unknown as { atelierRequestContext?: AsyncLocalStorage<RequestContext> };
const requestContext = (shared.atelierRequestContext ??= new AsyncLocalStorage<RequestContext>());

/** Runs `work` so that every line logged while it runs (and by anything it starts) names `requestId`. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestContext.run({ requestId }, work);
}

// Keys whose values never reach a line, at the top of a logged object and one level down. A request body is never
// logged at all; these catch a future line that logs an object carrying one of them.
const SECRET_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "confirmPassword",
  "passwordHash",
  "token",
  "accessToken",
  "refreshToken",
  "clientSecret",
  "client_secret",
  "cardNumber",
  "secret",
  "authorization",
  "cookie",
];

type Fields = Record<string, unknown>;

/**
 * An error as a line shows it: its name, message, code and stack, and its cause. Nothing else of it: errors of
 * HTTP clients carry the request and answer they were about (Stripe's, a payment intent with its client secret).
 */
function serializeError(error: unknown, depth = 0): Fields {
  if (!(error instanceof Error)) return { message: String(error) };
  const code =
    "code" in error && (typeof error.code === "string" || typeof error.code === "number") ? { code: error.code } : {};
  const cause = error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {};
  return { type: error.name, message: error.message, ...code, stack: error.stack, ...cause };
}

let testOutput: ((jsonLine: string) => void) | null = null;

function createLogger(): Logger {
  const { level, format } = logSettings();
  const secrets = configuredSecrets();
  const write = (line: string) => {
    const scrubbed = scrubSecrets(line, secrets);
    if (testOutput) testOutput(scrubbed);
    else process.stdout.write(format === "json" ? scrubbed : readableLine(scrubbed));
  };
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = requestContext.getStore()?.requestId;
        return requestId ? { requestId } : {};
      },
      redact: { paths: SECRET_KEYS.flatMap((key) => [key, `*.${key}`]), censor: REDACTED },
      serializers: { err: (error: unknown) => serializeError(error) },
    },
    { write },
  );
}

/**
 * The server's logger: in production one JSON object per line on stdout (`LOG_FORMAT=json`), elsewhere a readable
 * line. Log an error as `log.error({ err }, "what failed")`; never log a request body.
 */
export const log: Logger = createLogger();

/** Sends lines (JSON, scrubbed) to `output` instead of stdout, or back to stdout with null (tests read them). */
export function redirectLogsForTests(output: ((jsonLine: string) => void) | null): void {
  testOutput = output;
}
