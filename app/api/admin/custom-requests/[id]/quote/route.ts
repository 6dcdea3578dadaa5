import { quoteCustomRequest } from "@/lib/commissions/admin";
import { quoteSchema } from "@/lib/commissions/schemas";
import { idParams, ok, route } from "@/lib/http";

// POST /api/admin/custom-requests/{id}/quote { price, description, leadTimeDays, validDays } – 201 { status: "quoted",
// expiresAt }; the link is mailed, never answered (ADMIN only)
export const POST = route({ auth: "admin", params: idParams, body: quoteSchema }, async ({ params, body }) =>
  ok(await quoteCustomRequest(params.id, body), { status: 201 }),
);
