import net from "node:net";
import pg from "pg";

/**
 * Checks `npm start` makes before it starts or builds anything, each answering one line an operator can act on
 * (null when all is well). None of them prints a password: places are named by host and port.
 */

/** The oldest Postgres major version the shop is tested against (CI's server; the embedded one is 18). */
const OLDEST_POSTGRES = 15;

function errorCode(error: unknown): string {
  return error && typeof error === "object" && "code" in error && typeof error.code === "string" ? error.code : "";
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Whether `next start` could listen on `port` (on every interface, as npm start runs it). */
export function checkPortFree(port: number, host = "0.0.0.0"): Promise<string | null> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", (error) => {
      const code = errorCode(error);
      if (code === "EADDRINUSE")
        resolve(
          `PORT ${port} is taken by another program: stop it, or choose another port (PORT=${port + 1} npm start)`,
        );
      else if (code === "EACCES")
        resolve(
          `PORT ${port} needs root privileges: choose a port above 1023 and let a reverse proxy answer on ${port} (docs/operations.md)`,
        );
      else resolve(`PORT ${port} cannot be listened on: ${errorMessage(error)}`);
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

/** "host:port" of a connection string, as an operator would recognise it, without user or password. */
export function databasePlace(connectionString: string): string {
  const url = new URL(connectionString);
  // A Unix socket is named with ?host=/var/run/postgresql and an empty host part.
  const host = url.hostname || url.searchParams.get("host") || "localhost";
  return `${host}:${url.port || "5432"}`;
}

function databaseProblem(error: unknown, place: string, user: string, database: string): string {
  const code = errorCode(error);
  const message = errorMessage(error);
  if (code === "ECONNREFUSED")
    return `DATABASE_URL: nothing answers at ${place} (is Postgres running there, on that port?)`;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return `DATABASE_URL: the host of ${place} cannot be resolved`;
  if (code === "28P01" || code === "28000")
    return `DATABASE_URL: Postgres at ${place} refused user "${user}" (wrong password, or no such user)`;
  if (code === "3D000")
    return `DATABASE_URL: database "${database}" does not exist at ${place} (create it: createdb ${database})`;
  if (code === "53300") return `DATABASE_URL: Postgres at ${place} has no free connection (too many clients)`;
  if (/timeout/i.test(message) || code === "ETIMEDOUT")
    return `DATABASE_URL: no answer from ${place} within 5 s (a firewall, or the wrong host?)`;
  // Anything else is said as Postgres or the driver said it, on one line: it may name an SSL setting to change.
  return `DATABASE_URL: cannot connect to ${place}: ${message.split("\n")[0] ?? message}`;
}

/** Whether DATABASE_URL answers, lets us in, and runs a Postgres version the shop supports. */
export async function checkDatabase(connectionString: string): Promise<string | null> {
  const url = new URL(connectionString);
  const place = databasePlace(connectionString);
  const user = decodeURIComponent(url.username) || "(none)";
  const database = decodeURIComponent(url.pathname.replace(/^\//, "")) || user;
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  // A connection that breaks after connecting reports here instead of crashing the process.
  client.on("error", () => undefined);
  try {
    await client.connect();
    const result = await client.query<{ server_version_num: string; server_version: string }>(
      "SELECT current_setting('server_version_num') AS server_version_num, current_setting('server_version') AS server_version",
    );
    const row = result.rows[0];
    const major = Math.floor(Number(row?.server_version_num ?? 0) / 10_000);
    if (major < OLDEST_POSTGRES) {
      return `DATABASE_URL: Postgres ${row?.server_version ?? "of unknown version"} at ${place} is too old: Atelier needs PostgreSQL ${OLDEST_POSTGRES} or newer`;
    }
    return null;
  } catch (error) {
    return databaseProblem(error, place, user, database);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** SMTP's usual ports: 465 speaks TLS from the first byte (smtps://), 587 is submission with STARTTLS. */
function smtpPlace(smtpUrl: string): { host: string; port: number } {
  const url = new URL(smtpUrl);
  return { host: url.hostname || "localhost", port: Number(url.port) || (url.protocol === "smtps:" ? 465 : 587) };
}

/**
 * Whether SMTP_URL's server accepts a connection. Only a warning when it does not: mail waits in the outbox
 * and is sent once the server answers.
 */
export function checkSmtp(smtpUrl: string, timeoutMs = 3_000): Promise<string | null> {
  const { host, port } = smtpPlace(smtpUrl);
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (problem: string | null) => {
      socket.destroy();
      resolve(problem);
    };
    const warning = (why: string) =>
      `SMTP_URL: the mail server at ${host}:${port} ${why}: mail waits in the outbox and is sent once it answers`;
    socket.setTimeout(timeoutMs, () => done(warning(`did not answer within ${timeoutMs / 1000} s`)));
    socket.once("connect", () => done(null));
    socket.once("error", (error) =>
      done(
        warning(
          errorCode(error) === "ECONNREFUSED"
            ? "refuses connections"
            : `cannot be reached (${errorCode(error) || errorMessage(error)})`,
        ),
      ),
    );
  });
}
