import { ok, route } from "@/lib/http";
import { testConfirmSchema } from "@/lib/payments/schemas";
import { confirmTestPayment, limitTestConfirmRequest } from "@/lib/payments/test-gateway/confirm";

// POST /api/payments/test/confirm – pay a test-gateway intent with a Stripe test card; 404 when Stripe is running
// The gateway check and the client's limit come before the body is read: with Stripe running, the endpoint is a 404 whatever is sent.
export const POST = route({ auth: "public", sameSite: true, before: limitTestConfirmRequest, body: testConfirmSchema }, async ({ body }) =>
  ok(await confirmTestPayment(body.clientSecret, body.cardNumber)),
);
