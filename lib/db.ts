import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { createDbClient, type Db } from "@/lib/db-client";
import { isRetryableConflict } from "@/lib/db-errors";
import { env } from "@/lib/env";

export type { Db } from "@/lib/db-client";
export { DatabaseUnavailableError, asDatabaseUnavailable, isUniqueViolation } from "@/lib/db-errors";

const globalStore = globalThis as unknown as { atelierDb?: Db };

function client(): Db {
  // Kept on globalThis so that hot reloads in development do not open a new pool each time.
  const { DATABASE_URL, DATABASE_TIMEOUT_MS } = env();
  globalStore.atelierDb ??= createDbClient(DATABASE_URL, undefined, DATABASE_TIMEOUT_MS);
  return globalStore.atelierDb;
}

/** The Prisma client, created on first use so that importing a module never needs a database. */
export const db: Db = new Proxy({} as Db, {
  get(_target, property) {
    const instance = client();
    const value: unknown = Reflect.get(instance, property, instance);
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(instance) : value;
  },
});

/** Close the pool (scripts and tests that must exit or switch databases). */
export async function disconnectDb(): Promise<void> {
  const current = globalStore.atelierDb;
  globalStore.atelierDb = undefined;
  await current?.$disconnect();
}

/** An interactive transaction's client, for functions that must run inside their caller's transaction. */
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

type TransactionOptions = NonNullable<Parameters<Db["$transaction"]>[1]>;

// A deadlock or serialization failure is settled by running the whole transaction again: it rolled back, so nothing
// of it happened. Bounded, with a growing random pause, so that two requests that collided do not collide again.
const TRANSACTION_ATTEMPTS = 3;

/**
 * An interactive transaction, run again (up to three times in all) when Postgres ends it for a deadlock or a
 * serialization failure. `work` must therefore touch nothing outside the database: anything it does is done again.
 */
export async function transaction<T>(work: (tx: Tx) => Promise<T>, options?: TransactionOptions): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.$transaction(work, options);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableConflict(error)) throw error;
      await sleep(attempt * 20 + Math.random() * 30);
    }
  }
}
