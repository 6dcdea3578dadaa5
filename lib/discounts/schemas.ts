import { z } from "zod";
import { isCalendarDate, type CalendarDate } from "@/lib/calendar";
import { dollarsAsCents, withCentsNames } from "@/lib/pricing/dollars-schema";

// Pure on purpose (zod only, no server-only): the admin's form and the checkout's code field check input with the
// same rules the API applies. Amounts are dollars here (the API's edge) and cents once parsed.

/** 4–20 of A–Z, 0–9 and "-", in any case as typed; stored and compared upper case. */
export const discountCodeTextSchema = z
  .string({ error: "Discount code must be text" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{4,20}$/, "A discount code is 4 to 20 letters, digits or dashes");

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * When a code starts or ends: a day of the shop's calendar ("2027-03-31", counted whole where the maker works, from
 * its first minute or to its last; lib/discounts/window.ts), or an instant with its time ("2027-03-31T23:59:59Z").
 * A day that does not exist (2027-02-30) is refused, not moved into the next month.
 */
const whenSchema = (label: string) =>
  z
    .union([z.string(), z.number(), z.date()], { error: `${label} must be a date` })
    .transform((value, context): CalendarDate | Date => {
      const text = typeof value === "string" ? value.trim() : null;
      if (text !== null && DAY_SHAPE.test(text)) {
        if (isCalendarDate(text)) return text;
      } else {
        const instant = new Date(text ?? value);
        if (!Number.isNaN(instant.getTime())) return instant;
      }
      context.addIssue({ code: "custom", message: `${label} must be a date` });
      return z.NEVER;
    });

/** Said when the code's end does not come after its start, by the schema or once days are placed in the shop's zone. */
export const ENDS_BEFORE_START = "endsAt must be after startsAt";

/**
 * Two days may be one day (a code for that day); two instants must be in order. A day and an instant are compared
 * once the day is placed in the shop's time zone (lib/discounts/window.ts).
 */
function inOrder(startsAt: CalendarDate | Date, endsAt: CalendarDate | Date): boolean {
  if (typeof startsAt === "string" && typeof endsAt === "string") return startsAt <= endsAt;
  if (startsAt instanceof Date && endsAt instanceof Date) return startsAt < endsAt;
  return true;
}

const discountCodeObjectSchema = z
  .object({
    code: discountCodeTextSchema,
    percentOff: z
      .number({ error: "percentOff must be a number" })
      .int("percentOff must be a whole number")
      .min(1, "percentOff must be at least 1")
      .max(100, "percentOff must be at most 100")
      .optional(),
    amountOff: dollarsAsCents("amountOff", { min: 0.01 }).optional(),
    minSubtotal: dollarsAsCents("minSubtotal").optional(),
    startsAt: whenSchema("startsAt").optional(),
    endsAt: whenSchema("endsAt").optional(),
    maxRedemptions: z
      .number({ error: "maxRedemptions must be a number" })
      .int("maxRedemptions must be a whole number")
      .min(1, "maxRedemptions must be at least 1")
      .max(1_000_000, "maxRedemptions must be at most 1000000")
      .optional(),
    oncePerEmail: z.boolean({ error: "oncePerEmail must be true or false" }),
    membersOnly: z.boolean({ error: "membersOnly must be true or false" }).default(false),
  })
  .refine((input) => (input.percentOff === undefined) !== (input.amountOff === undefined), {
    message: "Give either percentOff or amountOff, not both",
    path: ["percentOff"],
  })
  .refine((input) => !input.startsAt || !input.endsAt || inOrder(input.startsAt, input.endsAt), {
    message: ENDS_BEFORE_START,
    path: ["endsAt"],
  });
/** POST /api/admin/discount-codes (docs/api.md); its amounts parsed into `amountOffCents` and `minSubtotalCents`. */
export const createDiscountCodeSchema = withCentsNames(discountCodeObjectSchema, ["amountOff", "minSubtotal"]);

export type CreateDiscountCodeInput = z.infer<typeof createDiscountCodeSchema>;

/** PATCH /api/admin/discount-codes/{id}: switch a code on or off. */
export const updateDiscountCodeSchema = z.object({ active: z.boolean({ error: "active must be true or false" }) });

/** The checkout's optional code: empty is none. */
export const checkoutDiscountCodeSchema = z
  .string({ error: "Discount code must be text" })
  .trim()
  .max(40, "A discount code is 4 to 20 letters, digits or dashes")
  .optional()
  .transform((value) => (value ? value.toUpperCase() : undefined));
