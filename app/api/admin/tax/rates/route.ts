import { ok, route } from "@/lib/http";
import { deleteRateTable, importRateTable, listRateTables } from "@/lib/tax/rate-tables";
import { rateTableQuerySchema } from "@/lib/tax/schemas";

// GET /api/admin/tax/rates – the ZIP rate tables she imported: { tables: [{ state, zips, importedAt }] } (ADMIN only)
export const GET = route({ auth: "admin" }, async () => ok({ tables: await listRateTables() }));

// POST /api/admin/tax/rates?state=CA (text/csv, ≤ 5 MB) – replace that state's ZIP rates whole, or change nothing
export const POST = route({ auth: "admin", query: rateTableQuerySchema, csv: true }, async ({ query, csv }) =>
  ok(await importRateTable(query.state, csv)),
);

// DELETE /api/admin/tax/rates?state=CA – remove that state's table: 204 (ADMIN only)
export const DELETE = route({ auth: "admin", query: rateTableQuerySchema }, async ({ query }) => {
  await deleteRateTable(query.state);
  return new Response(null, { status: 204 });
});
