import "server-only";
import { z } from "zod";

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

const STRIPE_KEYS = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

/** What IMAGE_STORE=s3 cannot work without; S3_ENDPOINT (another service than AWS) and S3_FORCE_PATH_STYLE are optional. */
export const S3_REQUIRED = ["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

const TIMEOUT_RULE = "DATABASE_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000";

const PORT_RULE = "PORT must be a whole number from 1 to 65535";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const LOG_FORMATS = ["json", "pretty"] as const;

/** Whether `name` is a time zone this runtime knows (an IANA name such as America/Los_Angeles). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const NEWSLETTER_RATE_RULE = "NEWSLETTER_PER_MINUTE must be a whole number from 1 to 10000";
const VITALS_RATE_RULE = "VITALS_SAMPLE_RATE must be a share of page views from 0 to 1 (0.25: one in four)";
const LOW_STOCK_RULE = "LOW_STOCK_THRESHOLD must be a whole number from 0 to 1000";

const IMAGE_BASE_RULE = "PUBLIC_IMAGE_BASE_URL must be an https URL without a port, query or trailing slash, like https://images.example.com";

/**
 * Whether `value` can stand before `/<name>` in a picture's address: https (a page over https loads nothing in the
 * clear), no port (the cached product pages' policy names the host without one, see lib/security/static-headers.mjs),
 * no credentials, query or fragment, and no trailing slash (so `${value}/<name>` has exactly one).
 */
function isImageBase(value: string): boolean {
  if (!URL.canParse(value) || value.endsWith("/")) return false;
  const url = new URL(value);
  return url.protocol === "https:" && url.port === "" && url.username === "" && url.password === "" && !value.includes("?") && !value.includes("#");
}

/** Whether `value` parses as a URL whose scheme is one of `schemes` (without the colon). */
function hasScheme(value: string, schemes: string[]): boolean {
  return URL.canParse(value) && schemes.includes(new URL(value).protocol.replace(/:$/, ""));
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z
      .string()
      .min(1, "DATABASE_URL is required (npm start sets it for the embedded database)")
      .refine((value) => hasScheme(value, ["postgresql", "postgres"]), "DATABASE_URL must be a URL like postgresql://user:password@host:5432/database"),
    /**
     * How long one database step may take before the request gives up and answers 503 (default 5000): a statement
     * running that long, a connection that long in coming, or a database that long silent.
     */
    DATABASE_TIMEOUT_MS: z.coerce
      .number({ error: TIMEOUT_RULE })
      .int(TIMEOUT_RULE)
      .min(100, TIMEOUT_RULE)
      .max(60_000, TIMEOUT_RULE)
      .default(5_000),
    PORT: z.coerce.number({ error: PORT_RULE }).int(PORT_RULE).min(1, PORT_RULE).max(65535, PORT_RULE).default(3000),
    APP_URL: optionalString.refine((value) => value === undefined || hasScheme(value, ["http", "https"]), "APP_URL must be the shop's public origin, like https://shop.example.com"),
    AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters"),
    /** Where npm start keeps the embedded database, generated secrets and uploaded images (default: .data/). */
    ATELIER_DATA_DIR: optionalString,
    /** Where uploaded photos live: disk (the default, ATELIER_DATA_DIR/uploads) or s3 (one bucket for every instance). */
    IMAGE_STORE: optionalString.pipe(z.enum(["disk", "s3"], { error: "IMAGE_STORE must be disk or s3" }).optional()).transform((value) => value ?? "disk"),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    /** An S3-compatible service other than AWS (R2, MinIO, Ceph's gateway). */
    S3_ENDPOINT: optionalString.refine((value) => value === undefined || hasScheme(value, ["http", "https"]), "S3_ENDPOINT must be a URL like https://<account>.r2.cloudflarestorage.com"),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** 1: address the bucket as <endpoint>/<bucket> (MinIO, Ceph) rather than <bucket>.<endpoint>. */
    S3_FORCE_PATH_STYLE: optionalString.pipe(
      z
        .enum(["1", "0", "true", "false"], { error: "S3_FORCE_PATH_STYLE must be 1 (path-style addresses) or 0" })
        .optional()
        .transform((value) => value === "1" || value === "true"),
    ),
    /** A CDN in front of the bucket: pages draw the stored pictures from `<this>/<name>` instead of /uploads/<name>. */
    PUBLIC_IMAGE_BASE_URL: optionalString.refine((value) => value === undefined || isImageBase(value), IMAGE_BASE_RULE),
    SMTP_URL: optionalString.refine((value) => value === undefined || hasScheme(value, ["smtp", "smtps"]), "SMTP_URL must be a URL like smtp://user:password@smtp.example.com:587 (smtps:// for port 465)"),
    MAIL_FROM: optionalString.transform((value) => value ?? "Atelier <hello@localhost>"),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Where the Stripe SDK sends API calls instead of https://api.stripe.com (a local fake in tests). */
    STRIPE_API_URL: optionalString.pipe(z.url().optional()),
    PAYMENTS: optionalString.pipe(z.enum(["stripe", "test"], { error: "PAYMENTS must be stripe or test" }).optional()),
    ADMIN_EMAIL: optionalString,
    ADMIN_PASSWORD: optionalString,
    SEED_DEMO: optionalString.transform((value) => value === "1" || value === "true"),
    /** The least severe log level written (default info). */
    LOG_LEVEL: optionalString.pipe(z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}` }).optional()),
    /** json: one JSON object per line (production's default); pretty: a readable line (elsewhere). */
    LOG_FORMAT: optionalString.pipe(z.enum(LOG_FORMATS, { error: "LOG_FORMAT must be json or pretty" }).optional()),
    /** Where the maker works: business days, ship-by dates and the books count in this time zone. */
    SHOP_TIME_ZONE: optionalString
      .refine((value) => value === undefined || isTimeZone(value), "SHOP_TIME_ZONE must be a time zone name such as America/Los_Angeles")
      .transform((value) => value ?? "America/Los_Angeles"),
    /** A piece with this many or fewer in stock (but some) counts as low in the admin's catalogue (default 1). */
    LOW_STOCK_THRESHOLD: z.coerce.number({ error: LOW_STOCK_RULE }).int(LOW_STOCK_RULE).min(0, LOW_STOCK_RULE).max(1000, LOW_STOCK_RULE).default(1),
    /** The hour (0–23, shop time) the admins' daily low-stock digest goes out (default 8). */
    DIGEST_HOUR: z.coerce
      .number({ error: "DIGEST_HOUR must be a whole hour from 0 to 23" })
      .int("DIGEST_HOUR must be a whole hour from 0 to 23")
      .min(0, "DIGEST_HOUR must be a whole hour from 0 to 23")
      .max(23, "DIGEST_HOUR must be a whole hour from 0 to 23")
      .default(8),
    /** How many newsletter mails may leave a minute (default 60): a drop's mail is paced so the sender's reputation holds. */
    NEWSLETTER_PER_MINUTE: z.coerce.number({ error: NEWSLETTER_RATE_RULE }).int(NEWSLETTER_RATE_RULE).min(1, NEWSLETTER_RATE_RULE).max(10_000, NEWSLETTER_RATE_RULE).default(60),
    /** The share of page views (0 to 1, default 0.25) that report their Core Web Vitals to /api/vitals; 0 turns it off. */
    VITALS_SAMPLE_RATE: z.coerce.number({ error: VITALS_RATE_RULE }).min(0, VITALS_RATE_RULE).max(1, VITALS_RATE_RULE).default(0.25),
    /** The shop's postal address, which every newsletter must carry (CAN-SPAM); production refuses to announce without it. */
    SHOP_POSTAL_ADDRESS: optionalString,
    /** How many reverse proxies of ours stand in front of the shop, each appending to X-Forwarded-For (0: none). */
    TRUSTED_PROXY: optionalString.pipe(
      z
        .string()
        .regex(/^([0-9]|true|false)$/, "TRUSTED_PROXY must be the number of reverse proxies in front of the shop (0 to 9; 1 for one nginx)")
        .optional()
        .transform((value) => (value === undefined || value === "false" ? 0 : value === "true" ? 1 : Number(value))),
    ),
  })
  .superRefine((raw, context) => {
    // In production the payment mode is a decision, never a guess: a shop that silently fell back to the test
    // gateway would hand out real orders for Stripe's public test card numbers.
    if (raw.NODE_ENV === "production" && raw.PAYMENTS === undefined) {
      context.addIssue({
        code: "custom",
        path: ["PAYMENTS"],
        message: "PAYMENTS must be set in production: PAYMENTS=stripe (with the three Stripe keys) to take real payments, or PAYMENTS=test for a demo shop that takes no money",
      });
    }
    // Stripe mode without all three keys fails only later (the payment form, or every webhook); refuse at start.
    const stripe = raw.PAYMENTS === "stripe" || (raw.PAYMENTS === undefined && raw.STRIPE_SECRET_KEY !== undefined);
    const missing = STRIPE_KEYS.filter((name) => raw[name] === undefined);
    if (stripe && missing.length > 0) {
      context.addIssue({ code: "custom", path: [missing[0] ?? "PAYMENTS"], message: `PAYMENTS=stripe needs ${missing.join(", ")} (from the Stripe dashboard)` });
    }
    // A bucket half configured fails only at the first upload, or serves no photo at all: refuse at start.
    const missingS3 = S3_REQUIRED.filter((name) => raw[name] === undefined);
    if (raw.IMAGE_STORE === "s3" && missingS3.length > 0) {
      context.addIssue({ code: "custom", path: [missingS3[0] ?? "IMAGE_STORE"], message: `IMAGE_STORE=s3 needs ${missingS3.join(", ")}` });
    }
  })
  .transform((raw) => ({
    ...raw,
    APP_URL: (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ""),
    PAYMENTS: raw.PAYMENTS ?? (raw.STRIPE_SECRET_KEY ? "stripe" : "test"),
  }));

export type Env = z.infer<typeof envSchema>;

type EnvironmentCheck = { ok: true; env: Env } | { ok: false; problems: string[] };

/**
 * Validates a set of variables with the app's own rules; each problem is one line naming its variable. The start
 * script checks the environment it is about to hand the server with this, before anything is built or started.
 */
export function checkEnvironment(source: Record<string, string | undefined>): EnvironmentCheck {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return { ok: true, env: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) };
}

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
  const format = LOG_FORMATS.find((name) => name === process.env.LOG_FORMAT?.trim()) ?? (production ? "json" : "pretty");
  return { level, format };
}

function safelyDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const SECRET_VARIABLES = ["AUTH_SECRET", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "ADMIN_PASSWORD", "S3_SECRET_ACCESS_KEY"] as const;
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
