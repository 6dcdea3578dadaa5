import { idParams, ok, route } from "@/lib/http";
import { adminActor } from "@/lib/orders/events";
import { addOrderNote } from "@/lib/orders/desk/notes";
import { addOrderNoteSchema } from "@/lib/orders/desk/status-schemas";

// POST /api/admin/orders/{id}/notes { note } – the admin's private note on an order, added to its trail (201; never
// shown to the buyer)
export const POST = route(
  { auth: "admin", params: idParams, body: addOrderNoteSchema },
  async ({ params, user, body }) => {
    return ok(await addOrderNote(params.id, body.note, await adminActor(user.userId)), { status: 201 });
  },
);
