// Loaded by the back-in-stock form on its first submit, with the API's client: none of it is in any page's first
// download.
import { ApiRequestError } from "@/lib/browser/api-error";
import { requestStockAlert } from "@/lib/browser/consent-api";

export type ConsentOutcome = { tone: "success" | "error"; text: string };

/** The API's one answer for every address, or what went wrong in words (`fallback` when the server gave none). */
async function outcomeOf(send: () => Promise<{ message: string }>, fallback: string): Promise<ConsentOutcome> {
  try {
    return { tone: "success", text: (await send()).message };
  } catch (error) {
    return { tone: "error", text: error instanceof ApiRequestError ? error.display(fallback) : fallback };
  }
}

/** POST /api/products/{id}/alerts, for the sold-out size when the piece has sizes. */
export function sendStockAlert(
  productId: string,
  email: string,
  variantId: string | null,
  fallback: string,
): Promise<ConsentOutcome> {
  return outcomeOf(() => requestStockAlert(productId, variantId === null ? { email } : { email, variantId }), fallback);
}
