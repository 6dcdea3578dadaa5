import { ok, withUser } from "@/lib/http";
import { getOrderForUserOrThrow } from "@/lib/orders/queries";

type Params = { id: string };

export const dynamic = "force-dynamic";

// GET /api/orders/{id} – one of the signed-in member's orders; 404 "Order not found" for a missing or foreign id
export const GET = withUser<Params>(async ({ user, params }) => ok(await getOrderForUserOrThrow(user.userId, params.id)));
