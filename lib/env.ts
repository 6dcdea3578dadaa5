import "server-only";
import { z } from "zod";

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z.string().min(1, "DATABASE_URL is required (npm start sets it for the embedded database)"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    APP_URL: optionalString.pipe(z.url().optional()),
    AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters"),
    SMTP_URL: optionalString,
    MAIL_FROM: optionalString.transform((value) => value ?? "Atelier <hello@localhost>"),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Where the Stripe SDK sends API calls instead of https://api.stripe.com (a local fake in tests). */
    STRIPE_API_URL: optionalString.pipe(z.url().optional()),
    PAYMENTS: z.enum(["stripe", "test"]).optional(),
    ADMIN_EMAIL: optionalString,
    ADMIN_PASSWORD: optionalString,
    SEED_DEMO: optionalString.transform((value) => value === "1" || value === "true"),
    TRUSTED_PROXY: optionalString.transform((value) => value === "1" || value === "true"),
  })
  // Asking for Stripe without a key would only fail later, at the first checkout; refuse at start instead.
  .refine((raw) => raw.PAYMENTS !== "stripe" || raw.STRIPE_SECRET_KEY !== undefined, {
    message: "PAYMENTS=stripe needs STRIPE_SECRET_KEY",
    path: ["STRIPE_SECRET_KEY"],
  })
  .transform((raw) => ({
    ...raw,
    APP_URL: (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ""),
    PAYMENTS: raw.PAYMENTS ?? (raw.STRIPE_SECRET_KEY ? "stripe" : "test"),
  }));

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** The validated environment; the only place that reads process.env. Parsed on first use, not at import,
 *  so `next build` works without a database. */
export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
      throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Forget the parsed environment (tests that change process.env). */
export function resetEnvForTests(): void {
  cached = undefined;
}
