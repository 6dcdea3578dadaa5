import { z } from "zod";
import { emailSchema } from "@/lib/auth/schemas";
import { dollarsAsCents, withCentsNames } from "@/lib/pricing/dollars-schema";
import { isCalendarDate } from "@/lib/calendar";

// Pure on purpose (zod only, no server-only): the /custom form and the admin's quote form check input with the same
// rules the API applies. Amounts are dollars here (the API's edge) and cents once parsed.

export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 4000;
export const MAX_REFERENCE_PHOTOS = 3;
export const QUOTE_VALID_DAYS_MAX = 60;

/** A form's empty field is no answer: the multipart form sends "" for a budget or date left blank. */
const blankAsMissing = (value: unknown) => (value === "" || value === null ? undefined : value);

/** A number as JSON sends it, or as a form's text ("120.50"). */
const formNumber = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)) ? Number(value) : value;

/**
 * POST /api/custom-requests, as JSON or as the fields of the multipart form (docs/api.md); `budget` parsed is
 * `budgetCents`.
 */
export const customRequestSchema = withCentsNames(
  z.object({
    name: z
      .string({ error: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .max(200, "Name must be at most 200 characters"),
    email: emailSchema,
    description: z
      .string({ error: "Tell us what you would like" })
      .trim()
      .min(DESCRIPTION_MIN, `Tell us a little more: at least ${DESCRIPTION_MIN} characters`)
      .max(DESCRIPTION_MAX, `At most ${DESCRIPTION_MAX} characters`),
    /** Dollars; what she means to spend. */
    budget: z.preprocess((value) => formNumber(blankAsMissing(value)), dollarsAsCents("Budget").optional()),
    /** The day she needs it by ("YYYY-MM-DD"). */
    neededBy: z.preprocess(
      blankAsMissing,
      z
        .string({ error: "Needed by must be a date" })
        .refine(isCalendarDate, "Needed by must be a date (YYYY-MM-DD)")
        .optional(),
    ),
    similarProductId: z.preprocess(
      blankAsMissing,
      z.string({ error: "similarProductId must be text" }).trim().min(1).max(64).optional(),
    ),
  }),
  ["budget"],
);
export type CustomRequestInput = z.infer<typeof customRequestSchema>;

/** The statuses GET /api/admin/custom-requests filters by; `expired` is a quoted request whose quote ran out. */
export const CUSTOM_REQUEST_STATUSES = ["new", "quoted", "paid", "declined", "expired"] as const;
export type CustomRequestStatusName = (typeof CUSTOM_REQUEST_STATUSES)[number];

export const customRequestListQuery = z.object({
  status: z
    .enum(CUSTOM_REQUEST_STATUSES, { error: "status must be new, quoted, paid, declined or expired" })
    .optional(),
});

/** POST /api/admin/custom-requests/{id}/quote; `price` parsed is `priceCents`. */
export const quoteSchema = withCentsNames(
  z.object({
    price: dollarsAsCents("price", { min: 0.5 }),
    description: z
      .string({ error: "description is required" })
      .trim()
      .min(1, "description is required")
      .max(2000, "description must be at most 2000 characters"),
    leadTimeDays: z
      .number({ error: "leadTimeDays must be a number" })
      .int("leadTimeDays must be a whole number")
      .min(0, "leadTimeDays must be at least 0")
      .max(365, "leadTimeDays must be at most 365"),
    validDays: z
      .number({ error: "validDays must be a number" })
      .int("validDays must be a whole number")
      .min(1, "validDays must be at least 1")
      .max(QUOTE_VALID_DAYS_MAX, `validDays must be at most ${QUOTE_VALID_DAYS_MAX}`),
  }),
  ["price"],
);
export type QuoteInput = z.infer<typeof quoteSchema>;

/** POST /api/admin/custom-requests/{id}/decline. */
export const declineSchema = z.object({
  message: z
    .string({ error: "message is required" })
    .trim()
    .min(1, "message is required")
    .max(2000, "message must be at most 2000 characters"),
});
export type DeclineInput = z.infer<typeof declineSchema>;
