import { ok, readJson, route } from "@/lib/http";
import { testConfirmSchema } from "@/lib/payments/schemas";
import { assertTestGatewayActive, confirmTestPayment } from "@/lib/payments/test-confirm";

export const dynamic = "force-dynamic";

// POST /api/payments/test/confirm – pay a test-gateway intent with a Stripe test card; 404 when Stripe is running
export const POST = route(async (request) => {
  assertTestGatewayActive();
  const { clientSecret, cardNumber } = testConfirmSchema.parse(await readJson(request));
  return ok(await confirmTestPayment(clientSecret, cardNumber));
});
