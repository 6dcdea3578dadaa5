import { resendDeadLetter } from "@/lib/email/dead-letters";
import { idParams, ok, route } from "@/lib/http";

// POST /api/admin/dead-letters/{id}/resend – queue a dead letter again with fresh attempts; 409 when it is not one
// (ADMIN only)
export const POST = route({ auth: "admin", params: idParams }, async ({ params }) =>
  ok(await resendDeadLetter(params.id)),
);
