import { ok, route } from "@/lib/http";
import { nexusReport } from "@/lib/reports/nexus";
import { nexusQuerySchema } from "@/lib/reports/schemas";

// GET /api/admin/reports/nexus?year=YYYY – per state with a sales tax, her sales there in the year (shop time, less
// refunds) against its economic-nexus threshold, nearest the line first; the current year by default (ADMIN only)
export const GET = route({ auth: "admin", query: nexusQuerySchema }, async ({ query }) =>
  ok(await nexusReport(query.year)),
);
