import "server-only";
import { db } from "@/lib/db";

// Generous: the first query of a process also loads Prisma's query compiler, slow on a busy two-core machine.
const TIMEOUT_MS = 5_000;

/** True when Postgres answers a trivial query within a few seconds. */
export async function isDatabaseReachable(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), TIMEOUT_MS);
  });
  const probe = db.$queryRaw`SELECT 1`.then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
