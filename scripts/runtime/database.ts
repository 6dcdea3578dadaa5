import { ensureDatabase, startEmbeddedPostgres } from "../db/embedded-postgres";
import { EMBEDDED_DATABASE, EMBEDDED_PORT, POSTGRES_DIR } from "./paths";

/** The database a command works on; `dataDir` is where an embedded cluster's files are (null for DATABASE_URL's). */
export type ResolvedDatabase = { url: string; embedded: boolean; dataDir: string | null; stop(): Promise<void> };

/** DATABASE_URL when set; otherwise the embedded cluster in .data/postgres, started now. */
export async function resolveDatabase(log: (line: string) => void = () => undefined): Promise<ResolvedDatabase> {
  const configured = process.env.DATABASE_URL?.trim();
  if (configured) return { url: configured, embedded: false, dataDir: null, stop: () => Promise.resolve() };
  const server = await startEmbeddedPostgres({ dataDir: POSTGRES_DIR, preferredPort: EMBEDDED_PORT, persistent: true, log });
  try {
    await ensureDatabase(server.url("postgres"), EMBEDDED_DATABASE);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: server.url(EMBEDDED_DATABASE), embedded: true, dataDir: server.dataDir, stop: () => server.stop() };
}

/** Runs `work` against the resolved database and stops an embedded server afterwards. */
export async function withResolvedDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const database = await resolveDatabase();
  try {
    return await work(database.url);
  } finally {
    await database.stop();
  }
}
