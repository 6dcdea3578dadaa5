// Shared rules (zod): what the maker's settings accept, in the admin's form and at the API alike.
import { z } from "zod";
import { isCalendarDate } from "@/lib/calendar";

/** The most made-to-order pieces a week the setting accepts: beyond any one maker's hands. */
export const MAX_WEEKLY_CAPACITY = 1_000;

/**
 * PUT /api/admin/settings: how many made-to-order pieces the maker finishes a week (0 = no limit) and the day she is
 * away until (inclusive; null when she is not away).
 */
export const shopSettingsSchema = z.object({
  weeklyCapacity: z
    .number({ error: "Weekly capacity must be a whole number of pieces" })
    .int("Weekly capacity must be a whole number of pieces")
    .min(0, "Weekly capacity cannot be negative")
    .max(MAX_WEEKLY_CAPACITY, `Weekly capacity must be at most ${MAX_WEEKLY_CAPACITY}`),
  awayUntil: z
    .string({ error: "Away until must be a date (YYYY-MM-DD) or null" })
    .trim()
    .refine(isCalendarDate, "Away until must be a date written YYYY-MM-DD")
    .nullable(),
});

export type ShopSettings = z.output<typeof shopSettingsSchema>;
