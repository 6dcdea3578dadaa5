import "server-only";
import { checkEnvironment, type Env } from "@/lib/env-schema";
import { LOG_FORMATS, LOG_LEVELS } from "@/lib/env-values";

let cached: Env | undefined;

/** What is wrong with this process's environment, one line per problem (empty when it is valid). */
export function environmentProblems(): string[] {
  const checked = checkEnvironment(process.env);
  return checked.ok ? [] : checked.problems;
}

/** The validated environment; the only place that reads process.env. Parsed on first use, not at import,
 *  so `next build` works without a database. */
export function env(): Env {
  if (!cached) {
    const checked = checkEnvironment(process.env);
    if (!checked.ok) throw new Error(`Invalid environment:\n  ${checked.problems.join("\n  ")}`);
    cached = checked.env;
  }
  return cached;
}

/**
 * The photo CDN's host the running build allows on the cached product pages (empty: none). next.config.mjs writes it
 * into the server's code at `next build`, from the PUBLIC_IMAGE_BASE_URL the build saw; a server started later with
 * another value must not link product photos where that page's fixed policy would block them.
 */
export function builtImageHost(): string {
  return process.env.ATELIER_BUILT_IMAGE_HOST ?? "";
}

type LogSettings = { level: (typeof LOG_LEVELS)[number]; format: (typeof LOG_FORMATS)[number] };

/**
 * How to log, read on its own and never refused: the logger must work while the rest of the environment is invalid
 * (that is when its lines matter most). A value outside the rules falls back to the default here; the start checks
 * and env() still refuse it.
 */
export function logSettings(): LogSettings {
  const level = LOG_LEVELS.find((name) => name === process.env.LOG_LEVEL?.trim()) ?? "info";
  const production = process.env.NODE_ENV === "production";
  const format =
    LOG_FORMATS.find((name) => name === process.env.LOG_FORMAT?.trim()) ?? (production ? "json" : "pretty");
  return { level, format };
}

function safelyDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const SECRET_VARIABLES = [
  "AUTH_SECRET",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "ADMIN_PASSWORD",
  "S3_SECRET_ACCESS_KEY",
] as const;
const URL_VARIABLES = ["DATABASE_URL", "SMTP_URL"] as const;

/**
 * The configured secrets as they are written (and the passwords inside DATABASE_URL and SMTP_URL), for the logger
 * to blank out wherever one would appear in a line. Values shorter than 8 characters are left out: blanking them
 * would mangle ordinary words, and no real secret is that short.
 */
export function configuredSecrets(): string[] {
  const values: string[] = [];
  for (const name of SECRET_VARIABLES) values.push(process.env[name]?.trim() ?? "");
  for (const name of URL_VARIABLES) {
    const value = process.env[name]?.trim() ?? "";
    if (!URL.canParse(value)) continue;
    const password = new URL(value).password;
    values.push(password, safelyDecoded(password));
  }
  return values.filter((value) => value.length >= 8);
}

/** Forget the parsed environment (tests that change process.env). */
export function resetEnvForTests(): void {
  cached = undefined;
}
