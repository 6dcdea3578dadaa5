import { ORDER_LOOKUPS_PER_CLIENT } from "@/lib/rate-limit/policies";
import { ok, route } from "@/lib/http";
import { ORDER_LOOKUP_MESSAGE, requestOrderLookup } from "@/lib/orders/buyer/lookup";
import { orderLookupSchema } from "@/lib/orders/buyer/lookup-schemas";

// POST /api/guest/orders/lookup { email, orderNumber } – 202 and the same answer for every pair; a match mails a view
// link
export const POST = route(
  { auth: "public", sameSite: true, perClient: ORDER_LOOKUPS_PER_CLIENT, body: orderLookupSchema },
  async ({ body }) => {
    await requestOrderLookup(body);
    return ok({ message: ORDER_LOOKUP_MESSAGE }, { status: 202 });
  },
);
