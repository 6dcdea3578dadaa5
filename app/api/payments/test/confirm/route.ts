import { ok, route } from "@/lib/http";
import { testConfirmSchema } from "@/lib/payments/schemas";
import { assertTestGatewayActive, confirmTestPayment } from "@/lib/payments/test-gateway/confirm";
import { TEST_CONFIRMS_PER_CLIENT } from "@/lib/rate-limit/policies";

// POST /api/payments/test/confirm – pay a test-gateway intent with a Stripe test card; 404 when Stripe is running
// The gateway check and the client's limit come before the body is read: with Stripe running, the endpoint is a 404
// whatever is sent.
export const POST = route(
  {
    auth: "public",
    sameSite: true,
    before: assertTestGatewayActive,
    perClient: TEST_CONFIRMS_PER_CLIENT,
    body: testConfirmSchema,
  },
  async ({ body }) => ok(await confirmTestPayment(body.clientSecret, body.cardNumber)),
);
