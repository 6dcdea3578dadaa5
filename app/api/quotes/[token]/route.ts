import { getQuoteView } from "@/lib/commissions/quotes";
import { ok, route } from "@/lib/http";
import { tokenParams } from "@/lib/link-tokens/schemas";

// GET /api/quotes/{token} – { description, price, leadTimeDays, expiresAt, status }; 410 quote_expired, 404 for a link
// of no quote
export const GET = route({ auth: "public", params: tokenParams }, async ({ params }) =>
  ok(await getQuoteView(params.token)),
);
