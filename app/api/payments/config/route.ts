import { ok, route } from "@/lib/http";
import { getPaymentsConfig } from "@/lib/payments/config";

// GET /api/payments/config – which gateway takes payments, Stripe's publishable key and the card form's appearance
export const GET = route({ auth: "public" }, () =>
  Promise.resolve(ok(getPaymentsConfig(), { headers: { "Cache-Control": "no-store" } })),
);
