import { resendDeadLetter } from "@/lib/email/dead-letters";
import { ok, withAdmin } from "@/lib/http";

type Params = { id: string };

// POST /api/admin/dead-letters/{id}/resend – queue a dead letter again with fresh attempts; 409 when it is not one (ADMIN only)
export const POST = withAdmin<Params>(async ({ params }) => ok(await resendDeadLetter(params.id)));
