import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

/** How long one database step may take unless the caller says otherwise (DATABASE_TIMEOUT_MS for the app). */
const DEFAULT_DATABASE_TIMEOUT_MS = 5_000;

/**
 * True while a pg client still waits for the answer to a query. pg keeps this internal (its public getter prints a
 * deprecation notice), so it is read through a narrow check rather than a cast.
 */
function hasQueryInFlight(client: pg.PoolClient): boolean {
  const probe: unknown = Reflect.get(client, "_getActiveQuery");
  return typeof probe === "function" && Boolean(probe.call(client));
}

/**
 * The pool behind every Prisma client, bounded in time so that a stalled or lost database makes a request fail
 * within seconds (answered 503 by lib/http) instead of hanging:
 * - `connectionTimeoutMillis`: waiting for a pooled connection, or for a new one to be ready;
 * - `statement_timeout`: Postgres cancels a statement that runs longer (a lock wait, a slow plan);
 * - `query_timeout`: the client gives up when no answer comes at all (a network or server stall, where Postgres
 *   never sees the statement to cancel it), a second later than the server's own limit;
 * - `idle_in_transaction_session_timeout`: Postgres ends a session left inside a transaction, so locks held by a
 *   request that gave up are released.
 * A client given up on mid-query may still have that query, or the rest of a transaction, outstanding; returned to
 * the pool as it is, the next request's statements would run inside the abandoned transaction and vanish with it.
 * Such a client is closed on release instead.
 */
function createPool(connectionString: string, poolSize: number, timeoutMs: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + 1_000,
    idle_in_transaction_session_timeout: timeoutMs * 2,
  });
  pool.on("release", (error: Error | undefined, client: pg.PoolClient) => {
    // Ending here, before the pool looks at the client, makes the pool discard it instead of keeping it idle.
    if (!error && hasQueryInFlight(client)) void client.end();
  });
  return pool;
}

/**
 * A Prisma client on its own pool. The app uses the `db` singleton of lib/db.ts; scripts and test
 * factories, which run outside Next.js, build their own with this.
 */
export function createDbClient(connectionString: string, poolSize = 10, timeoutMs = DEFAULT_DATABASE_TIMEOUT_MS) {
  return new PrismaClient({
    adapter: new PrismaPg(createPool(connectionString, poolSize, timeoutMs), { disposeExternalPool: true }),
    // Password hashes never leave lib/auth, which asks for them explicitly.
    omit: { user: { passwordHash: true } },
  });
}

export type Db = ReturnType<typeof createDbClient>;
