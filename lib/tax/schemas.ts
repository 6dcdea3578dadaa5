// Shared rules (zod): what the maker's tax settings accept, on /admin/tax and at the API alike.
import { z } from "zod";
import { ValidationError } from "@/lib/errors";
import { isUsStateCode, US_STATES } from "@/lib/addresses/us-states";

// No import of the rate tables here (data/*.json): the end-to-end suite reads these schemas in Node, as they stand.

/** Whether tax is collected in every state (the spec's rule) or only where she is registered. */
export const TAX_COLLECT_MODES = ["every-state", "registered"] as const;
export type TaxCollect = (typeof TAX_COLLECT_MODES)[number];

/** The highest combined rate she can enter or import, in percent: above every US combined rate. */
export const MAX_RATE_PERCENT = 20;

const stateSchema = z
  .string({ error: "State must be a two-letter US state code" })
  .trim()
  .toUpperCase()
  .refine((code): boolean => isUsStateCode(code), "State must be one of the 50 US state codes");

/** Her combined rate in percent, 0–20 with up to three decimals (9.5, 8.625), or null for the spec table's rate. */
const ratePercentSchema = z
  .number({ error: "Rate must be a percentage between 0 and 20, or null" })
  .min(0, "Rate cannot be negative")
  .max(MAX_RATE_PERCENT, `Rate must be at most ${MAX_RATE_PERCENT} %`)
  .refine((percent) => Number.isInteger(Math.round(percent * 1_000 * 1e6) / 1e6), "Rate has at most three decimals")
  .nullable();

/**
 * PUT /api/admin/tax: where she collects and the states she holds a permit in (each once), with her rate or null.
 */
export const taxSettingsSchema = z.object({
  collect: z.enum(TAX_COLLECT_MODES, { error: 'Collect must be "every-state" or "registered"' }),
  registrations: z
    .array(z.object({ state: stateSchema, ratePercent: ratePercentSchema }), {
      error: "Registrations must be a list of { state, ratePercent }",
    })
    .max(US_STATES.length, "Registrations list each state at most once")
    .superRefine((list, context) => {
      const seen = new Set<string>();
      list.forEach((registration, index) => {
        if (seen.has(registration.state))
          context.addIssue({
            code: "custom",
            path: [index, "state"],
            message: `${registration.state} is listed twice`,
          });
        seen.add(registration.state);
      });
    }),
});

export type TaxSettings = z.output<typeof taxSettingsSchema>;

/** A field's path as PUT /api/admin/tax names it: list items in brackets (`registrations[0].ratePercent`). */
export function taxFieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (named, key) => (typeof key === "number" ? `${named}[${key}]` : named ? `${named}.${String(key)}` : String(key)),
    "",
  );
}

/**
 * PUT /api/admin/tax's body, checked: a refusal names each field as the endpoint documents it, list items in brackets
 * (`registrations[0].state`), where the rest of the API's generic answer would write `registrations.0.state`.
 */
export function parseTaxSettings(body: unknown): TaxSettings {
  const parsed = taxSettingsSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    path: issue.path.length ? taxFieldPath(issue.path) : "body",
    message: issue.message,
  }));
  const first = details[0];
  throw new ValidationError(first ? `${first.path}: ${first.message}` : "Invalid request", details);
}
export type TaxSettingsRequest = z.input<typeof taxSettingsSchema>;

/** `?state=CA` of the rate-table routes. */
export const rateTableQuerySchema = z.object({ state: stateSchema });

/** GET /api/tax/rate?state=CA&zip=94105 — the checkout's question: what rate applies there. */
export const taxRateQuerySchema = z.object({
  state: stateSchema,
  zip: z
    .string({ error: "zip must be a US ZIP code" })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, "zip must be 5 digits (or ZIP+4)")
    .optional(),
});
