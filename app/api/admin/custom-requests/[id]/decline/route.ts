import { declineCustomRequest } from "@/lib/commissions/admin";
import { declineSchema } from "@/lib/commissions/schemas";
import { idParams, ok, route } from "@/lib/http";

// POST /api/admin/custom-requests/{id}/decline { message } – the message is mailed to her (ADMIN only)
export const POST = route({ auth: "admin", params: idParams, body: declineSchema }, async ({ params, body }) =>
  ok(await declineCustomRequest(params.id, body)),
);
