import "server-only";
import { ZodError } from "zod";
import { asDatabaseUnavailable, isRecordNotFound, isUniqueViolation } from "@/lib/db-errors";
import { fail } from "@/lib/http/envelope";
import { AppError, RateLimitedError, ServiceUnavailableError, type ErrorDetail } from "@/lib/errors";
import { log } from "@/lib/log";

function zodDetails(error: ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({
    path: issue.path.length ? issue.path.map(String).join(".") : "body",
    message: issue.message,
  }));
}

/** The one place where a thrown error becomes an HTTP answer. Unknown errors are logged and hidden. */
export function errorToResponse(error: unknown) {
  if (error instanceof ZodError) {
    const details = zodDetails(error);
    const first = details[0];
    const message = first ? `${first.path}: ${first.message}` : "Invalid request";
    return fail(400, message, "validation_error", details);
  }
  const unavailable = asDatabaseUnavailable(error);
  if (unavailable) {
    // Not the shop's fault and not the client's: a warning with the cause, and an answer that says when to retry.
    log.warn({ reason: unavailable.reason }, "database unavailable: answered 503");
    return fail(unavailable.status, unavailable.message, unavailable.code, undefined, {
      "Retry-After": String(unavailable.retryAfterSeconds),
    });
  }
  if (error instanceof RateLimitedError || error instanceof ServiceUnavailableError) {
    return fail(error.status, error.message, error.code, undefined, { "Retry-After": String(error.retryAfterSeconds) });
  }
  if (error instanceof AppError) {
    return fail(error.status, error.message, error.code, error.details);
  }
  if (isRecordNotFound(error)) return fail(404, "Not found", "not_found");
  if (isUniqueViolation(error)) return fail(409, "Already exists", "conflict");
  log.error({ err: error }, "unhandled error: answered 500");
  return fail(500, "Something went wrong. Please try again.", "internal_error");
}
