import "server-only";
import pg from "pg";
import { env } from "@/lib/env";

/** How long a page request waits for the database to answer a trivial query before the page is given up on. */
const PROBE_MS = 1_500;
/** Once the database has not answered, pages answer 503 without asking again for this long (their Retry-After). */
export const PAGE_RETRY_AFTER_SECONDS = 5;

type GateState = { downUntil: number; probe: Promise<boolean> | undefined; connection: Promise<pg.Client> | undefined };

// On globalThis: the proxy and the pages are bundled apart, and one process must keep one view of its database.
const store = globalThis as unknown as { atelierPageGate?: GateState };

function state(): GateState {
  store.atelierPageGate ??= { downUntil: 0, probe: undefined, connection: undefined };
  return store.atelierPageGate;
}

/**
 * Pages whose content is read from the database on every request and that have no cached copy: when the database
 * cannot answer, their render fails and Next.js answers 500 (a page cannot set its own status). The proxy asks this
 * first and answers 503 itself instead. The home page, the information pages and the member area render without the
 * database or say in place what could not be read; product pages are cached and keep serving their copy.
 */
export function pageNeedsDatabase(pathname: string): boolean {
  return ["/shop", "/collections"].some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/**
 * Whether the database answers now. One probe at a time per process (requests arriving meanwhile share it), bounded
 * to a second and a half; a probe that fails keeps pages answered 503 for the Retry-After they were given, so a
 * stalled database is not asked again by every request.
 */
export async function databaseAnswersPages(): Promise<boolean> {
  const gate = state();
  if (Date.now() < gate.downUntil) return false;
  gate.probe ??= probeOnce(gate).finally(() => {
    gate.probe = undefined;
  });
  return gate.probe;
}

/**
 * The probe's own connection, not one from the app's pool: a pool busy with a burst of checkouts is not a database
 * that does not answer, and must not turn the shop's pages away. Forgotten when it errs or closes.
 */
function probeConnection(gate: GateState): Promise<pg.Client> {
  if (gate.connection) return gate.connection;
  const client = new pg.Client({
    connectionString: env().DATABASE_URL,
    connectionTimeoutMillis: PROBE_MS,
    query_timeout: PROBE_MS,
  });
  const connection = client.connect().then(() => client);
  const forget = () => {
    if (gate.connection === connection) gate.connection = undefined;
  };
  client.on("error", forget);
  client.on("end", forget);
  connection.catch(forget);
  gate.connection = connection;
  return connection;
}

async function probeOnce(gate: GateState): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_MS);
  });
  const answer = probeConnection(gate)
    .then((client) => client.query("SELECT 1"))
    .then(
      () => true,
      () => false,
    );
  try {
    const answered = await Promise.race([answer, timeout]);
    if (!answered) {
      gate.downUntil = Date.now() + PAGE_RETRY_AFTER_SECONDS * 1000;
      // A connection that did not answer may be stuck behind a stalled network: the next probe opens a new one.
      const stuck = gate.connection;
      gate.connection = undefined;
      void stuck?.then((client) => client.end()).catch(() => undefined);
    }
    return answered;
  } finally {
    clearTimeout(timer);
  }
}
