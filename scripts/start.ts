// npm start — one command from a fresh clone to a running shop (DESIGN.md §2): database (embedded when
// DATABASE_URL is unset), migrations, demo catalogue and admin, a mail catcher when SMTP_URL is unset,
// a production build if there is none, then `next start`. Ctrl-C or SIGTERM stops every part of it.
// `npm run dev` does the same around `next dev`.
import type { ChildProcess } from "node:child_process";
import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { createDbClient } from "@/lib/db-client";
import { ensureAdmin, seedDemoCatalogue } from "@/prisma/seed";
import { applyMigrations } from "./db/migrations";
import { redactUrl } from "./db/pg-url";
import { startMailCatcher, type MailCatcher } from "./mail/catcher";
import { adminCredentials } from "./runtime/admin-credentials";
import { resolveDatabase, type ResolvedDatabase } from "./runtime/database";
import { loadDotEnv } from "./runtime/env-file";
import { buildApp, hasBuild, startNext, stopChild, waitForHealthy } from "./runtime/next-server";
import { DATA_DIR } from "./runtime/paths";
import { describePayments, preflightEnvironment } from "./runtime/preflight";
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

async function startMail(): Promise<MailCatcher> {
  try {
    return await startMailCatcher({ smtpPort: 1025, httpPort: 1080 });
  } catch {
    return startMailCatcher();
  }
}

async function main(): Promise<void> {
  loadDotEnv();
  // Every mistake in the environment is said here, one line each, before a database or a build is started.
  const preflight = preflightEnvironment(process.env);
  if (!preflight.ok) {
    for (const problem of preflight.problems) console.error(`[atelier] ${problem}`);
    process.exit(1);
  }
  mkdirSync(DATA_DIR, { recursive: true });
  const port = Number(process.env.PORT ?? 3000);
  const production = process.env.NODE_ENV === "production";
  const postgresLog = path.join(DATA_DIR, "postgres.log");

  database = await resolveDatabase((line) => appendFileSync(postgresLog, line));
  say(database.embedded ? `Embedded Postgres running (data in ${path.relative(process.cwd(), DATA_DIR) || "."}/postgres)` : `Database: ${redactUrl(database.url)}`);

  const applied = await applyMigrations(database.url);
  say(applied.length ? `Migrations applied: ${applied.join(", ")}` : "Migrations up to date");

  const authSecret = process.env.AUTH_SECRET?.trim() || (production && !database.embedded ? "" : await readOrCreateSecret("auth-secret"));
  if (!authSecret) throw new Error("AUTH_SECRET must be set in production (at least 32 characters).");

  // The test gateway signs its webhook events as Stripe would; its secret is kept in .data/ like AUTH_SECRET.
  // With real Stripe the secret comes from Stripe's dashboard (or `stripe listen`) and is never invented here.
  const webhookSecret =
    process.env.STRIPE_WEBHOOK_SECRET?.trim() || (preflight.env.PAYMENTS === "test" ? `whsec_${await readOrCreateSecret("webhook-secret", 32)}` : "");

  const admin = await adminCredentials(database.embedded || !production);
  const client = createDbClient(database.url, 2);
  try {
    if (database.embedded || process.env.SEED_DEMO === "1") {
      const { created } = await seedDemoCatalogue(client);
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
    DATABASE_URL: database.url,
    AUTH_SECRET: authSecret,
    ...(webhookSecret ? { STRIPE_WEBHOOK_SECRET: webhookSecret } : {}),
    SMTP_URL: smtpUrl,
    APP_URL: appUrl,
    PORT: String(port),
    SEED_DEMO: database.embedded ? "1" : (process.env.SEED_DEMO ?? ""),
    NEXT_TELEMETRY_DISABLED: "1",
    CHECKPOINT_DISABLE: "1",
  };
  // The react-server condition that lets this script load server modules must not leak into Next itself.
  delete env.NODE_OPTIONS;

  if (mode === "start" && !hasBuild()) {
    say("No production build yet: building (about a minute)…");
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
    admin ? `  Admin login: ${admin.email} / ${admin.generated ? admin.password : "the ADMIN_PASSWORD you set"}` : "  No admin login configured (set ADMIN_EMAIL and ADMIN_PASSWORD)",
    `  Payments: ${describePayments(preflight.env)}`,
    mail ? `  Mail is caught locally: read it at ${mail.webUrl}` : `  Mail goes out through ${redactUrl(smtpUrl)}`,
    "  Press Ctrl-C to stop.",
    "",
  ];
  console.log(lines.join("\n"));
}

main().catch(async (error: unknown) => {
  console.error(`[atelier] ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
});
