// Shared rules (zod): what the maker's settings accept, in the admin's form and at the API alike.
import { z } from "zod";
import { isCalendarDate } from "@/lib/calendar";

/** The most made-to-order pieces a week the setting accepts: beyond any one maker's hands. */
export const MAX_WEEKLY_CAPACITY = 1_000;

/** The longest return window the setting accepts: a year. */
export const MAX_RETURN_WINDOW_DAYS = 365;

const weeklyCapacity = z
  .number({ error: "Weekly capacity must be a whole number of pieces" })
  .int("Weekly capacity must be a whole number of pieces")
  .min(0, "Weekly capacity cannot be negative")
  .max(MAX_WEEKLY_CAPACITY, `Weekly capacity must be at most ${MAX_WEEKLY_CAPACITY}`);

const awayUntil = z
  .string({ error: "Away until must be a date (YYYY-MM-DD) or null" })
  .trim()
  .refine(isCalendarDate, "Away until must be a date written YYYY-MM-DD")
  .nullable();

const returnWindowDays = z
  .number({ error: "Return window must be a whole number of days" })
  .int("Return window must be a whole number of days")
  .min(0, "Return window cannot be negative")
  .max(MAX_RETURN_WINDOW_DAYS, `Return window must be at most ${MAX_RETURN_WINDOW_DAYS} days`);

/**
 * The dashboard's "Made to order" form: how many made-to-order pieces the maker finishes a week (0 = no limit) and the
 * day she is away until (inclusive; null when she is not away), both given.
 */
export const madeToOrderSchema = z.object({ weeklyCapacity, awayUntil });

/** The Policy pages' "Return window" form: days after delivery a piece may come back (0 = no returns). */
export const returnWindowSchema = z.object({ returnWindowDays });

/**
 * PUT /api/admin/settings: any of the maker's settings; one left out keeps its saved value, so each admin form sends
 * its own.
 */
export const shopSettingsSchema = z
  .object({
    weeklyCapacity: weeklyCapacity.optional(),
    awayUntil: awayUntil.optional(),
    returnWindowDays: returnWindowDays.optional(),
  })
  .refine((settings) => Object.values(settings).some((value) => value !== undefined), {
    error: "Send at least one of weeklyCapacity, awayUntil or returnWindowDays",
  });

export type ShopSettingsChange = z.output<typeof shopSettingsSchema>;

/** The maker's settings as saved (GET /api/admin/settings). */
export type ShopSettings = z.output<typeof madeToOrderSchema> & z.output<typeof returnWindowSchema>;
