import { ok, route } from "@/lib/http";
import { csvDownload } from "@/lib/http/csv-download";
import { salesTaxCsv, salesTaxReport } from "@/lib/reports/sales-tax";
import { salesTaxQuerySchema } from "@/lib/reports/schemas";

// GET /api/admin/reports/sales-tax?month=YYYY-MM[&format=csv] – the month's sales tax per ship-to state, with totals
// (ADMIN only)
export const GET = route({ auth: "admin", query: salesTaxQuerySchema }, async ({ query: { month, format } }) => {
  const report = await salesTaxReport(month);
  return format === "csv" ? csvDownload(`atelier-sales-tax-${month}.csv`, salesTaxCsv(report)) : ok(report);
});
