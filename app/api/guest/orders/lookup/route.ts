import { ok, route } from "@/lib/http";
import { ORDER_LOOKUP_MESSAGE, requestOrderLookup } from "@/lib/orders/lookup";
import { orderLookupSchema } from "@/lib/orders/lookup-schemas";
import { clientAddress } from "@/lib/rate-limit/client";

// POST /api/guest/orders/lookup { email, orderNumber } – 202 and the same answer for every pair; a match mails a view link
export const POST = route({ auth: "public", sameSite: true, body: orderLookupSchema }, async ({ request, body }) => {
  await requestOrderLookup(body, clientAddress(request));
  return ok({ message: ORDER_LOOKUP_MESSAGE }, { status: 202 });
});
