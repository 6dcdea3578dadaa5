import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * A Prisma client on its own pool. The app uses the `db` singleton of lib/db.ts; scripts and test
 * factories, which run outside Next.js, build their own with this.
 */
export function createDbClient(connectionString: string, poolSize = 10) {
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString, max: poolSize, connectionTimeoutMillis: 5_000 }),
    // Password hashes never leave lib/auth, which asks for them explicitly.
    omit: { user: { passwordHash: true } },
  });
}

export type Db = ReturnType<typeof createDbClient>;
