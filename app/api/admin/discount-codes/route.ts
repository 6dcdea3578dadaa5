import { createDiscountCode, listDiscountCodes } from "@/lib/discounts/admin";
import { createDiscountCodeSchema } from "@/lib/discounts/schemas";
import { ok, route } from "@/lib/http";

// GET /api/admin/discount-codes – every code, newest first, with its redemption count (ADMIN only)
export const GET = route({ auth: "admin" }, async () => ok(await listDiscountCodes()));

// POST /api/admin/discount-codes { code, percentOff | amountOff, minSubtotal?, startsAt?, endsAt?, maxRedemptions?,
// oncePerEmail } – a new code (ADMIN only)
export const POST = route({ auth: "admin", body: createDiscountCodeSchema }, async ({ body }) =>
  ok(await createDiscountCode(body), { status: 201 }),
);
