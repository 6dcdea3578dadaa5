import { ServiceUnavailableError } from "@/lib/errors";

/** The database did not answer in time or could not be reached: the request may be tried again in a few seconds. */
export class DatabaseUnavailableError extends ServiceUnavailableError {
  constructor(readonly reason: string) {
    super("The shop cannot reach its records just now. Please try again in a few seconds.", "database_unavailable", 5);
  }
}

// Prisma's codes for a database that is unreachable, slow or overloaded
// (https://www.prisma.io/docs/orm/reference/error-reference):
// P1001 cannot reach, P1002 reached but timed out, P1008 operation timed out, P1017 connection closed, P2024 no
// pooled connection in time, P2028 a transaction could not start or ran out of time, P2034 write conflict or
// deadlock (after our own retries), P2037 too many connections.
const UNAVAILABLE_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028", "P2034", "P2037"]);

// Postgres SQLSTATEs for the same: 57014 statement cancelled (statement_timeout), 55P03 lock not available
// (lock_timeout), 57P01–57P03 server shutting down or starting, class 08 connection failures, 53300 too many
// connections, 40001/40P01 serialization failure and deadlock.
const UNAVAILABLE_SQLSTATES = /^(57014|55P03|57P0[123]|08...|53300|40001|40P01)$/;

// What pg says, without a code, when it gives up itself (query_timeout, connectionTimeoutMillis) or loses the socket;
// and what Prisma puts in a raw query's P2010 (a code for any failed raw query) when it could not reach the server.
const UNAVAILABLE_MESSAGES =
  /Query read timeout|timeout exceeded when trying to connect|Connection terminated|connection timeout|Client has encountered a connection error|Can't reach database server|ECONNREFUSED|ECONNRESET|ETIMEDOUT/i;

function stringField(value: unknown, key: string): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const field: unknown = Reflect.get(value, key);
  return typeof field === "string" ? field : undefined;
}

/** The SQLSTATE Prisma's driver adapter reports under `meta.driverAdapterError.cause`, when there is one. */
function adapterSqlState(error: unknown): string | undefined {
  const meta: unknown = typeof error === "object" && error !== null ? Reflect.get(error, "meta") : undefined;
  const adapterError: unknown =
    typeof meta === "object" && meta !== null ? Reflect.get(meta, "driverAdapterError") : undefined;
  const cause: unknown =
    typeof adapterError === "object" && adapterError !== null ? Reflect.get(adapterError, "cause") : undefined;
  return stringField(cause, "originalCode") ?? stringField(cause, "code");
}

/** Why `error` means the database is unavailable (for the log), or undefined when it is some other error. */
function unavailableReason(error: unknown): string | undefined {
  if (error instanceof DatabaseUnavailableError) return error.reason;
  const code = stringField(error, "code");
  if (code !== undefined && UNAVAILABLE_PRISMA_CODES.has(code)) return code;
  if (code !== undefined && UNAVAILABLE_SQLSTATES.test(code)) return code;
  const sqlState = adapterSqlState(error);
  if (sqlState !== undefined && UNAVAILABLE_SQLSTATES.test(sqlState)) return sqlState;
  const message = error instanceof Error ? error.message : undefined;
  if (message !== undefined && UNAVAILABLE_MESSAGES.test(message)) return message.trim().split("\n").at(-1) ?? message;
  return undefined;
}

/** `error` as a DatabaseUnavailableError when it means the database is unreachable or too slow, else undefined. */
export function asDatabaseUnavailable(error: unknown): DatabaseUnavailableError | undefined {
  if (error instanceof DatabaseUnavailableError) return error;
  const reason = unavailableReason(error);
  return reason === undefined ? undefined : new DatabaseUnavailableError(reason);
}

/** A write conflict or deadlock: the whole transaction may be run again. */
export function isRetryableConflict(error: unknown): boolean {
  const code = stringField(error, "code");
  if (code === "P2034") return true;
  const sqlState = adapterSqlState(error);
  return sqlState === "40001" || sqlState === "40P01";
}

/** A unique index refused the row (Prisma's P2002): a concurrent request wrote the same key first. */
export function isUniqueViolation(error: unknown): boolean {
  return stringField(error, "code") === "P2002";
}

/** The row to update or delete was gone (Prisma's P2025): a concurrent request changed or removed it first. */
export function isRecordNotFound(error: unknown): boolean {
  return stringField(error, "code") === "P2025";
}
