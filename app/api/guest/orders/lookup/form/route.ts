import { route } from "@/lib/http";
import { lookUpFromForm, lookupFormLocation } from "@/lib/orders/buyer/lookup-form";

// POST /api/guest/orders/lookup/form – "Track an order" as a plain form (email=…&orderNumber=…): the lookup of POST
// /api/guest/orders/lookup, then 303 to /orders/lookup
export const POST = route({ auth: "public", client: true, form: true, sameSite: true }, async ({ client, form }) => {
  const outcome = await lookUpFromForm(form, client);
  return new Response(null, { status: 303, headers: { location: lookupFormLocation(outcome) } });
});
