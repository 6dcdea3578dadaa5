import { freePort } from "../db/free-port";
import { buildApp, startNext, stopChild, waitForHealthy } from "./next-server";

export type ShopServer = { baseUrl: string; pid: number; stop(): Promise<void> };

/**
 * A production build of the shop served by `next start` on a free port, for the end-to-end suite and the
 * benchmarks. Addressed as 127.0.0.1, not "localhost": resolving a name makes Chromium probe IPv6 reachability
 * with a socket towards a public address, and these runs must not even try to reach anything off the machine (nor be
 * reachable from it: loopback only).
 */
export async function startShopServer(options: {
  databaseUrl: string;
  authSecret: string;
  smtpUrl: string;
  build: boolean;
  /**
   * The public origin (links in emails, and where the test gateway POSTs its webhook events); default: the server
   * itself.
   */
  appUrl?: string;
  /** "down" when `databaseUrl` deliberately refuses connections (to see how the shop degrades): ready at its 503. */
  database?: "up" | "down";
  /** More environment, applied last: e.g. PAYMENTS=stripe with its keys and STRIPE_API_URL for a Stripe-mode shop. */
  env?: Readonly<Record<string, string>>;
  /** Receives everything the server writes (stdout and stderr) instead of this process's output. */
  output?: (text: string) => void;
}): Promise<ShopServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: options.databaseUrl,
    AUTH_SECRET: options.authSecret,
    SMTP_URL: options.smtpUrl,
    APP_URL: options.appUrl ?? baseUrl,
    PORT: String(port),
    PAYMENTS: "test",
    // Warnings and errors: a line per API request would bury the runner's own output under thousands.
    LOG_LEVEL: "warn",
    NEXT_TELEMETRY_DISABLED: "1",
    CHECKPOINT_DISABLE: "1",
    ...options.env,
  };
  // Test runners load server modules under the react-server condition; Next itself must start without it.
  delete env.NODE_OPTIONS;
  if (options.build) await buildApp(env);
  const server = startNext("start", port, env, "127.0.0.1", options.output);
  await waitForHealthy(baseUrl, server, { database: options.database });
  return { baseUrl, pid: server.pid ?? 0, stop: () => stopChild(server) };
}
