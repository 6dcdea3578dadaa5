import { ok, route } from "@/lib/http";
import { taxSettingsSchema } from "@/lib/tax/schemas";
import { getTaxSettings, saveTaxSettings } from "@/lib/tax/settings";

// GET /api/admin/tax – where she collects sales tax and the states she is registered in (ADMIN only)
export const GET = route({ auth: "admin" }, async () => ok(await getTaxSettings()));

// PUT /api/admin/tax { collect, registrations: [{ state, ratePercent }] } – replace them; new checkouts follow at once
export const PUT = route({ auth: "admin", body: taxSettingsSchema }, async ({ body }) =>
  ok(await saveTaxSettings(body)),
);
