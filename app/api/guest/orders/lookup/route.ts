import { ok, route } from "@/lib/http";
import { limitOrderLookupClients, ORDER_LOOKUP_MESSAGE, requestOrderLookup } from "@/lib/orders/lookup";
import { orderLookupSchema } from "@/lib/orders/lookup-schemas";

// POST /api/guest/orders/lookup { email, orderNumber } – 202 and the same answer for every pair; a match mails a view link
export const POST = route({ auth: "public", sameSite: true, before: limitOrderLookupClients, body: orderLookupSchema }, async ({ body }) => {
  await requestOrderLookup(body);
  return ok({ message: ORDER_LOOKUP_MESSAGE }, { status: 202 });
});
