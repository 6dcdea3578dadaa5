import "server-only";
import { z } from "zod";
import {
  hasScheme,
  isImageBase,
  isTimeZone,
  LOG_FORMATS,
  LOG_LEVELS,
  optionalString,
  optionalUrl,
  wholeNumber,
} from "@/lib/env-values";

const STRIPE_KEYS = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

/** What IMAGE_STORE=s3 cannot work without; S3_ENDPOINT and S3_FORCE_PATH_STYLE are optional. */
export const S3_REQUIRED = ["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

const IMAGE_BASE_RULE =
  "PUBLIC_IMAGE_BASE_URL must be an https URL without a port, query or trailing slash, like https://images.example.com";
const PAYMENTS_RULE =
  "PAYMENTS must be set in production: PAYMENTS=stripe (with the three Stripe keys) to take real payments, or PAYMENTS=test for a demo shop that takes no money";
const VITALS_RATE_RULE = "VITALS_SAMPLE_RATE must be a share of page views from 0 to 1 (0.25: one in four)";
const PROXY_RULE = "TRUSTED_PROXY must be the number of reverse proxies in front of the shop (0 to 9; 1 for one nginx)";

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z
      .string()
      .min(1, "DATABASE_URL is required (npm start sets it for the embedded database)")
      .refine(
        (value) => hasScheme(value, ["postgresql", "postgres"]),
        "DATABASE_URL must be a URL like postgresql://user:password@host:5432/database",
      ),
    /** How long one database step (a statement, a connection, a silent database) may take before a 503. */
    DATABASE_TIMEOUT_MS: wholeNumber(
      "DATABASE_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000",
      100,
      60_000,
      5_000,
    ),
    PORT: wholeNumber("PORT must be a whole number from 1 to 65535", 1, 65535, 3000),
    APP_URL: optionalUrl(["http", "https"], "APP_URL must be the shop's public origin, like https://shop.example.com"),
    AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters"),
    /** Where npm start keeps the embedded database, generated secrets and uploaded images (default: .data/). */
    ATELIER_DATA_DIR: optionalString,
    /** Where uploaded photos live: disk (ATELIER_DATA_DIR/uploads) or s3 (one bucket for every instance). */
    IMAGE_STORE: optionalString
      .pipe(z.enum(["disk", "s3"], { error: "IMAGE_STORE must be disk or s3" }).optional())
      .transform((value) => value ?? "disk"),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    /** An S3-compatible service other than AWS (R2, MinIO, Ceph's gateway). */
    S3_ENDPOINT: optionalUrl(
      ["http", "https"],
      "S3_ENDPOINT must be a URL like https://<account>.r2.cloudflarestorage.com",
    ),
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
    SMTP_URL: optionalUrl(
      ["smtp", "smtps"],
      "SMTP_URL must be a URL like smtp://user:password@smtp.example.com:587 (smtps:// for port 465)",
    ),
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
    LOG_LEVEL: optionalString.pipe(
      z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}` }).optional(),
    ),
    LOG_FORMAT: optionalString.pipe(z.enum(LOG_FORMATS, { error: "LOG_FORMAT must be json or pretty" }).optional()),
    /** Where the maker works: business days, ship-by dates and the books count in this time zone. */
    SHOP_TIME_ZONE: optionalString
      .refine(
        (value) => value === undefined || isTimeZone(value),
        "SHOP_TIME_ZONE must be a time zone name such as America/Los_Angeles",
      )
      .transform((value) => value ?? "America/Los_Angeles"),
    /** A piece with this many or fewer in stock (but some) counts as low in the admin's catalogue. */
    LOW_STOCK_THRESHOLD: wholeNumber("LOW_STOCK_THRESHOLD must be a whole number from 0 to 1000", 0, 1000, 1),
    /** The hour (shop time) the admins' daily low-stock digest goes out. */
    DIGEST_HOUR: wholeNumber("DIGEST_HOUR must be a whole hour from 0 to 23", 0, 23, 8),
    /** A drop's mail is paced to this many a minute so the sender's reputation holds. */
    NEWSLETTER_PER_MINUTE: wholeNumber("NEWSLETTER_PER_MINUTE must be a whole number from 1 to 10000", 1, 10_000, 60),
    /** Days after an order is marked delivered that its buyer is asked for a review; 0 asks at once. */
    REVIEW_DELAY_DAYS: wholeNumber("REVIEW_DELAY_DAYS must be a whole number of days from 0 to 90", 0, 90, 7),
    /** 1: a new review waits on /admin/reviews until the maker publishes it; 0 (default): it shows at once. */
    REVIEWS_HELD: optionalString.pipe(
      z
        .enum(["1", "0", "true", "false"], { error: "REVIEWS_HELD must be 1 (hold new reviews) or 0" })
        .optional()
        .transform((value) => value === "1" || value === "true"),
    ),
    /** The share of page views that report their Core Web Vitals to /api/vitals; 0 turns it off. */
    VITALS_SAMPLE_RATE: z.coerce
      .number({ error: VITALS_RATE_RULE })
      .min(0, VITALS_RATE_RULE)
      .max(1, VITALS_RATE_RULE)
      .default(0.25),
    /** Every newsletter must carry the shop's postal address (CAN-SPAM); production refuses to announce without it. */
    SHOP_POSTAL_ADDRESS: optionalString,
    /** How many reverse proxies of ours stand in front of the shop, each appending to X-Forwarded-For (0: none). */
    TRUSTED_PROXY: optionalString.pipe(
      z
        .string()
        .regex(/^([0-9]|true|false)$/, PROXY_RULE)
        .optional()
        .transform((value) => (value === undefined || value === "false" ? 0 : value === "true" ? 1 : Number(value))),
    ),
  })
  .superRefine((raw, context) => {
    // In production the payment mode is a decision, never a guess: a shop that silently fell back to the test
    // gateway would hand out real orders for Stripe's public test card numbers.
    if (raw.NODE_ENV === "production" && raw.PAYMENTS === undefined) {
      context.addIssue({ code: "custom", path: ["PAYMENTS"], message: PAYMENTS_RULE });
    }
    // Stripe mode without all three keys fails only later (the payment form, or every webhook); refuse at start.
    const stripe = raw.PAYMENTS === "stripe" || (raw.PAYMENTS === undefined && raw.STRIPE_SECRET_KEY !== undefined);
    const missing = STRIPE_KEYS.filter((name) => raw[name] === undefined);
    if (stripe && missing.length > 0) {
      const message = `PAYMENTS=stripe needs ${missing.join(", ")} (from the Stripe dashboard)`;
      context.addIssue({ code: "custom", path: [missing[0] ?? "PAYMENTS"], message });
    }
    // A bucket half configured fails only at the first upload, or serves no photo at all: refuse at start.
    const missingS3 = S3_REQUIRED.filter((name) => raw[name] === undefined);
    if (raw.IMAGE_STORE === "s3" && missingS3.length > 0) {
      const message = `IMAGE_STORE=s3 needs ${missingS3.join(", ")}`;
      context.addIssue({ code: "custom", path: [missingS3[0] ?? "IMAGE_STORE"], message });
    }
  })
  .transform((raw) => ({
    ...raw,
    APP_URL: (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ""),
    PAYMENTS: raw.PAYMENTS ?? (raw.STRIPE_SECRET_KEY ? "stripe" : "test"),
  }));

/** The validated environment's shape. */
export type Env = z.infer<typeof envSchema>;

type EnvironmentCheck = { ok: true; env: Env } | { ok: false; problems: string[] };

/** Validates variables with the app's rules, one problem per line naming its variable (the start script's check). */
export function checkEnvironment(source: Record<string, string | undefined>): EnvironmentCheck {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return { ok: true, env: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) };
}
