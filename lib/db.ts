import "server-only";
import { createDbClient, type Db } from "@/lib/db-client";
import { env } from "@/lib/env";

export type { Db } from "@/lib/db-client";

const globalStore = globalThis as unknown as { atelierDb?: Db };

function client(): Db {
  // Kept on globalThis so that hot reloads in development do not open a new pool each time.
  globalStore.atelierDb ??= createDbClient(env().DATABASE_URL);
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
