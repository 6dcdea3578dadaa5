import { checkEnvironment, type Env } from "@/lib/env-schema";
import { checkBucket, s3SettingsOf } from "@/lib/images/s3-store";
import { checkDatabase, checkPortFree, checkSmtp } from "./checks";

/** A placeholder for a value the start script fills in itself later (the embedded database, a generated secret). */
const FILLED_LATER = {
  DATABASE_URL: "postgresql://embedded.invalid/atelier",
  AUTH_SECRET: "generated-by-npm-start-".padEnd(48, "x"),
};

/**
 * The environment `npm start` will hand the server, checked with the app's own rules before anything starts or
 * builds: each problem is one line naming its variable. DATABASE_URL unset means the embedded database, and an
 * unset AUTH_SECRET is generated into .data/ (except in production with a database of its own, where it must be
 * given), so neither is a problem here.
 */
export function preflightEnvironment(
  source: NodeJS.ProcessEnv,
): { ok: true; env: Env } | { ok: false; problems: string[] } {
  const production = source.NODE_ENV === "production";
  const ownDatabase = Boolean(source.DATABASE_URL?.trim());
  const planned: Record<string, string | undefined> = { ...source };
  if (!ownDatabase) planned.DATABASE_URL = FILLED_LATER.DATABASE_URL;
  if (!source.AUTH_SECRET?.trim()) {
    if (production && ownDatabase)
      return {
        ok: false,
        problems: ["AUTH_SECRET must be set in production (at least 32 characters; openssl rand -base64 48 makes one)"],
      };
    planned.AUTH_SECRET = FILLED_LATER.AUTH_SECRET;
  }
  return checkEnvironment(planned);
}

/** How the start banner names the payment mode. */
export function describePayments(config: Pick<Env, "PAYMENTS" | "STRIPE_SECRET_KEY">): string {
  if (config.PAYMENTS === "test") return "test gateway — no real charge (Stripe's test card numbers)";
  return config.STRIPE_SECRET_KEY?.startsWith("sk_live_") ? "Stripe, LIVE keys — real charges" : "Stripe, test keys";
}

/**
 * What stands outside the process, checked before anything starts or builds: the port (and the database of
 * DATABASE_URL, when one is set) are problems that stop the start; an SMTP server that does not answer is only a
 * warning, since mail waits in the outbox until it does. The photo bucket (IMAGE_STORE=s3) likewise: a missing bucket
 * or refused keys stop the start (they never mend themselves), a bucket that does not answer now is a warning (the
 * shop runs without its photos, uploads answer 503, and all works again once it answers).
 */
export async function preflightServices(
  config: Env,
  databaseUrl: string | undefined,
): Promise<{ problems: string[]; warnings: string[] }> {
  const settings = config.IMAGE_STORE === "s3" ? s3SettingsOf(config) : null;
  const [port, database, smtp, bucket] = await Promise.all([
    checkPortFree(config.PORT),
    databaseUrl ? checkDatabase(databaseUrl) : null,
    config.SMTP_URL ? checkSmtp(config.SMTP_URL) : null,
    settings ? checkBucket(settings) : null,
  ]);
  const bucketProblem = bucket && !bucket.ok && bucket.lasting ? bucket.line : null;
  const bucketWarning = bucket && !bucket.ok && !bucket.lasting ? bucket.line : null;
  return {
    problems: [port, database, bucketProblem].filter((line) => line !== null),
    warnings: [smtp, bucketWarning].filter((line) => line !== null),
  };
}
