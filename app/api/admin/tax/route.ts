import { ok, route } from "@/lib/http";
import { z } from "zod";
import { parseTaxSettings } from "@/lib/tax/schemas";
import { getTaxSettings, saveTaxSettings } from "@/lib/tax/settings";

// GET /api/admin/tax – where she collects sales tax and the states she is registered in (ADMIN only)
export const GET = route({ auth: "admin" }, async () => ok(await getTaxSettings()));

// PUT /api/admin/tax { collect, registrations: [{ state, ratePercent }] } – replace them; new checkouts follow at once
// (its errors name list items in brackets: registrations[0].state)
export const PUT = route({ auth: "admin", body: z.unknown() }, async ({ body }) =>
  ok(await saveTaxSettings(parseTaxSettings(body))),
);
