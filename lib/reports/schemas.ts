// Shared rules (zod only): what the report and export routes accept, shared with the /admin/reports page.
import { z } from "zod";
import { isCalendarDate } from "@/lib/calendar";

const blankAsMissing = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const dayParam = (name: string) =>
  z.preprocess(
    blankAsMissing,
    z.string().trim().refine(isCalendarDate, `${name} must be a date written YYYY-MM-DD`).optional(),
  );

/** GET /api/admin/orders/export.csv?from=&to=: days in the shop's time zone, both optional and inclusive. */
export const ordersExportQuerySchema = z
  .object({ from: dayParam("from"), to: dayParam("to") })
  .refine(({ from, to }) => !from || !to || from <= to, { message: "to must be on or after from", path: ["to"] });

/** A month written YYYY-MM. */
export const monthSchema = z
  .string({ error: "month is required, written YYYY-MM" })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be written YYYY-MM (2026-11)");

/** GET /api/admin/reports/sales-tax?month=YYYY-MM&format=json|csv. */
export const salesTaxQuerySchema = z.object({
  month: monthSchema,
  format: z.preprocess(
    blankAsMissing,
    z.enum(["json", "csv"], { error: "format must be json or csv" }).default("json"),
  ),
});

/** `?year=YYYY` of GET /api/admin/reports/nexus: four digits, 2000 to 2100; absent means the shop's current year. */
export const nexusQuerySchema = z.object({
  year: z.preprocess(
    blankAsMissing,
    z
      .string({ error: "year must be a year written YYYY (2026)" })
      .trim()
      .regex(/^\d{4}$/, "year must be a year written YYYY (2026)")
      .transform(Number)
      .refine((year) => year >= 2000 && year <= 2100, "year must be between 2000 and 2100")
      .optional(),
  ),
});
