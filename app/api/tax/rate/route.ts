import { ok, route } from "@/lib/http";
import { taxRateQuerySchema } from "@/lib/tax/schemas";
import { quoteTaxRate } from "@/lib/tax/quote";

// GET /api/tax/rate?state=CA&zip=94105 – the rate a checkout to that address pays, as the order will: { state, zip,
// ratePercent, source, label } (public; zip optional: the state's rate without it; the checkout's figures before the
// payment intent prices them)
export const GET = route({ auth: "public", query: taxRateQuerySchema }, async ({ query }) =>
  ok(await quoteTaxRate(query.state, query.zip ?? "")),
);
