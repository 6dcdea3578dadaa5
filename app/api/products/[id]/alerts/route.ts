import { STOCK_ALERTS_PER_CLIENT } from "@/lib/rate-limit/policies";
import { ALERT_REQUESTED_MESSAGE, requestStockAlert } from "@/lib/alerts/alerts";
import { stockAlertRequestSchema } from "@/lib/alerts/schemas";
import { idParams, ok, route } from "@/lib/http";
import { mayMailAddress } from "@/lib/mail-budget/gate";

// POST /api/products/{id}/alerts { email, variantId? } – 202 and the same answer for every address; a confirmation link
// is mailed
export const POST = route(
  {
    auth: "public",
    sameSite: true,
    perClient: STOCK_ALERTS_PER_CLIENT,
    params: idParams,
    body: stockAlertRequestSchema,
  },
  async ({ params, body }) => {
    await requestStockAlert(params.id, body, mayMailAddress);
    return ok({ message: ALERT_REQUESTED_MESSAGE }, { status: 202 });
  },
);
