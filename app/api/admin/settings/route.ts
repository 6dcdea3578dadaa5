import { shopSettingsSchema } from "@/lib/fulfillment/schemas";
import { getShopSettings, saveShopSettings } from "@/lib/fulfillment/settings";
import { ok, route } from "@/lib/http";

// GET /api/admin/settings – the maker's weekly made-to-order capacity and "away until" date (ADMIN only)
export const GET = route({ auth: "admin" }, async () => ok(await getShopSettings()));

// PUT /api/admin/settings { weeklyCapacity, awayUntil } – change them; new promises follow at once (ADMIN only)
export const PUT = route({ auth: "admin", body: shopSettingsSchema }, async ({ body }) =>
  ok(await saveShopSettings(body)),
);
