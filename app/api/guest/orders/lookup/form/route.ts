import { route } from "@/lib/http";
import { readFormFields } from "@/lib/http/body";
import { lookUpFromForm, lookupFormLocation } from "@/lib/orders/lookup-form";
import { clientAddress } from "@/lib/rate-limit/client";

// POST /api/guest/orders/lookup/form – "Track an order" as a plain form (email=…&orderNumber=…): the lookup of POST /api/guest/orders/lookup, then 303 to /orders/lookup
export const POST = route({ auth: "public", sameSite: true }, async ({ request }) => {
  const outcome = await lookUpFromForm(await readFormFields(request), clientAddress(request));
  return new Response(null, { status: 303, headers: { location: lookupFormLocation(outcome) } });
});
