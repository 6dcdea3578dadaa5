import { shopSettingsSchema } from "@/lib/fulfillment/schemas";
import { getShopSettings, saveShopSettings } from "@/lib/fulfillment/settings";
import { ok, route } from "@/lib/http";

// GET /api/admin/settings – weekly made-to-order capacity, "away until" date and return window (ADMIN only)
export const GET = route({ auth: "admin" }, async () => ok(await getShopSettings()));

// PUT /api/admin/settings { weeklyCapacity?, awayUntil?, returnWindowDays? } – change those given (ADMIN only)
export const PUT = route({ auth: "admin", body: shopSettingsSchema }, async ({ body }) =>
  ok(await saveShopSettings(body)),
);
