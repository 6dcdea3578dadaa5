// npm start — one command from a fresh clone to a running shop: checks (environment, port, database, mail
// server) that each answer one line, then the database (embedded when DATABASE_URL is unset), migrations, demo
// catalog and admin, a mail catcher when SMTP_URL is unset, a production build if there is none, then
// `next start`. Ctrl-C or SIGTERM stops every part of it. `npm run dev` does the same around `next dev`.
// scripts/node-version.mjs has checked the Node.js version before this file is loaded.
import type { ChildProcess } from "node:child_process";
import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { createDbClient } from "@/lib/db-client";
import { ensureAdmin, seedDemoCatalog } from "@/prisma/seed";
import { applyMigrations } from "./db/migrations";
import { redactUrl } from "./db/pg-url";
import { startMailCatcher, type MailCatcher } from "./mail/catcher";
import { adminCredentials } from "./runtime/admin-credentials";
import { resolveDatabase, type ResolvedDatabase } from "./runtime/database";
import { loadDotEnv } from "./runtime/env-file";
import { databasePlace } from "./runtime/checks";
import { cachedPagePolicy, imageHostOf } from "@/lib/security/static-headers.mjs";
import {
  buildApp,
  builtProductPagePolicy,
  hasBuild,
  startNext,
  stopChild,
  waitForHealthy,
} from "./runtime/next-server";
import { DATA_DIR, POSTGRES_DIR, shortPath } from "./runtime/paths";
import { describePayments, preflightEnvironment, preflightServices } from "./runtime/preflight";
import { readOrCreateSecret } from "./runtime/secrets";

const mode = process.argv.includes("--dev") ? "dev" : "start";
const started = Date.now();
const say = (line: string) => console.log(`[atelier] ${line}`);

let database: ResolvedDatabase | undefined;
let mail: MailCatcher | undefined;
let server: ChildProcess | undefined;
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    say("Stopping…");
    if (server) await stopChild(server);
    await mail?.stop();
    await database?.stop();
  }
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => void shutdown(0));
}
// If whoever started us dies without passing a signal on (a killed npm, a closed terminal), stop too rather
// than leave Postgres and the server running with nobody to stop them.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void shutdown(0);
}, 1_000).unref();

/** Each problem on its own line, then exit 1: nothing has been started yet, so there is nothing to stop. */
function refuse(problems: string[]): never {
  for (const problem of problems) console.error(`[atelier] ${problem}`);
  process.exit(1);
}

/** Where the embedded cluster is; when root's private checkout made it live elsewhere, both places. */
function describeClusterDir(dataDir: string | null): string {
  if (!dataDir || dataDir === POSTGRES_DIR) return shortPath(POSTGRES_DIR);
  return `${dataDir}, linked from ${shortPath(POSTGRES_DIR)} because Postgres' own account cannot enter this checkout`;
}

async function startMail(): Promise<MailCatcher> {
  try {
    return await startMailCatcher({ smtpPort: 1025, httpPort: 1080 });
  } catch {
    return startMailCatcher();
  }
}

async function main(): Promise<void> {
  loadDotEnv();
  // The S3 SDK warns on Node 20 that its releases after January 2027 will need Node 22; the version here is pinned
  // and the shop supports Node 20 (package.json engines), so the notice would only break the one-line checks below.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  // Every mistake in the environment is said here, one line each, before a database or a build is started.
  const preflight = preflightEnvironment(process.env);
  if (!preflight.ok) refuse(preflight.problems);
  const services = await preflightServices(preflight.env, process.env.DATABASE_URL?.trim() || undefined);
  for (const warning of services.warnings) console.warn(`[atelier] Warning: ${warning}`);
  if (services.problems.length > 0) refuse(services.problems);

  mkdirSync(DATA_DIR, { recursive: true });
  const port = preflight.env.PORT;
  const production = process.env.NODE_ENV === "production";
  const postgresLog = path.join(DATA_DIR, "postgres.log");

  database = await resolveDatabase((line) => appendFileSync(postgresLog, line));
  say(
    database.embedded
      ? `Embedded Postgres running (data in ${describeClusterDir(database.dataDir)})`
      : `Database: ${redactUrl(database.url)}`,
  );

  const applied = await applyMigrations(database.url);
  say(applied.length ? `Migrations applied: ${applied.join(", ")}` : "Migrations up to date");

  const authSecret =
    process.env.AUTH_SECRET?.trim() ||
    (production && !database.embedded ? "" : await readOrCreateSecret("auth-secret"));
  if (!authSecret) throw new Error("AUTH_SECRET must be set in production (at least 32 characters).");

  // The test gateway signs its webhook events as Stripe would; its secret is kept in .data/ like AUTH_SECRET.
  // With real Stripe the secret comes from Stripe's dashboard (or `stripe listen`) and is never invented here.
  const webhookSecret =
    process.env.STRIPE_WEBHOOK_SECRET?.trim() ||
    (preflight.env.PAYMENTS === "test" ? `whsec_${await readOrCreateSecret("webhook-secret", 32)}` : "");

  const admin = await adminCredentials(database.embedded || !production);
  const client = createDbClient(database.url, 2);
  try {
    if (database.embedded || process.env.SEED_DEMO === "1") {
      const { created } = await seedDemoCatalog(client);
      if (created) say(`Demo catalogue seeded: ${created} pieces`);
    }
    if (admin) await ensureAdmin(client, { email: admin.email, password: admin.password });
  } finally {
    await client.$disconnect();
  }

  let smtpUrl = process.env.SMTP_URL?.trim();
  if (!smtpUrl) {
    mail = await startMail();
    smtpUrl = mail.smtpUrl;
  }

  const appUrl = process.env.APP_URL?.trim() || `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Absolute, so the server's image store and this script agree on the folder whatever the working directory.
    ATELIER_DATA_DIR: DATA_DIR,
    DATABASE_URL: database.url,
    AUTH_SECRET: authSecret,
    ...(webhookSecret ? { STRIPE_WEBHOOK_SECRET: webhookSecret } : {}),
    SMTP_URL: smtpUrl,
    // The mode decided above: `next start` runs in production, where an unset PAYMENTS is refused, and a
    // local `npm start` (no NODE_ENV) has chosen it from the Stripe keys.
    PAYMENTS: preflight.env.PAYMENTS,
    APP_URL: appUrl,
    PORT: String(port),
    SEED_DEMO: database.embedded ? "1" : (process.env.SEED_DEMO ?? ""),
    // A person at a terminal reads lines, a service manager's journal keeps JSON: the server logs JSON in production
    // unless told otherwise, so say which (LOG_FORMAT, when set, wins).
    LOG_FORMAT: process.env.LOG_FORMAT?.trim() || (process.stdout.isTTY ? "pretty" : "json"),
    NEXT_TELEMETRY_DISABLED: "1",
    CHECKPOINT_DISABLE: "1",
  };
  // The react-server condition that lets this script load server modules must not leak into Next itself.
  delete env.NODE_OPTIONS;

  if (mode === "start" && !hasBuild()) {
    say("No production build yet: building (about a minute)…");
    await buildApp(env);
  } else if (
    mode === "start" &&
    builtProductPagePolicy() !== cachedPagePolicy(imageHostOf(preflight.env.PUBLIC_IMAGE_BASE_URL))
  ) {
    // The product pages' policy is fixed by the build: one made without this photo CDN would block its pictures there.
    say("The build was made for another PUBLIC_IMAGE_BASE_URL: building again (about a minute)…");
    await buildApp(env);
  }
  server = startNext(mode, port, env);
  server.once("exit", (code) => {
    if (!stopping) {
      say(`The server stopped unexpectedly (exit code ${code ?? "none"})`);
      void shutdown(code ?? 1);
    }
  });
  await waitForHealthy(`http://127.0.0.1:${port}`, server);

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const lines = [
    "",
    `  Atelier is open at ${appUrl}   (ready in ${seconds} s)`,
    admin
      ? `  Admin login: ${admin.email} / ${admin.generated ? admin.password : "the ADMIN_PASSWORD you set"}`
      : "  No admin login configured (set ADMIN_EMAIL and ADMIN_PASSWORD)",
    `  Payments: ${describePayments(preflight.env)}`,
    mail ? `  Mail is caught locally: read it at ${mail.webUrl}` : `  Mail goes out through ${redactUrl(smtpUrl)}`,
    `  Data: ${database.embedded ? `database in ${describeClusterDir(database.dataDir)}` : `database at ${databasePlace(database.url)}`}; uploaded photos in ${preflight.env.IMAGE_STORE === "s3" ? `the bucket ${preflight.env.S3_BUCKET ?? ""}` : shortPath(path.join(DATA_DIR, "uploads"))}`,
    "  Press Ctrl-C to stop.",
    "",
  ];
  console.log(lines.join("\n"));
}

main().catch(async (error: unknown) => {
  console.error(`[atelier] ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
});
