// Browser side: the checkout's calls (docs/api.md, Checkout and payments), typed by the handlers' own schemas and
// functions.
import { apiData, type AnswerOf, type RequestOf } from "@/lib/browser/api-client";
import type {
  checkoutReturnSchema,
  guestCheckoutSchema,
  memberCheckoutSchema,
  PaymentIntentAnswer,
  PaymentIntentRequest,
} from "@/lib/checkout/schemas";
import type { OrderDto } from "@/lib/orders/dto";
import type { getPaymentsConfig } from "@/lib/payments/config";
import type { testConfirmSchema } from "@/lib/payments/schemas";
import type { TaxView } from "@/lib/tax/rule";
import type { confirmTestPayment as serverConfirmTestPayment } from "@/lib/payments/test-gateway/confirm";

export type PaymentsConfig = AnswerOf<typeof getPaymentsConfig>;

/**
 * POST /api/payments/create-payment-intent (a guest's payload or a member's): the intent and what the server will
 * charge.
 */
export function createPaymentIntent(body: PaymentIntentRequest): Promise<PaymentIntentAnswer> {
  return apiData("/api/payments/create-payment-intent", { method: "POST", body });
}

/** GET /api/tax/rate: the tax a checkout to this state (and ZIP, when typed) pays, as the server will charge it. */
export function quoteTax(state: string, zip: string): Promise<TaxView> {
  const query = new URLSearchParams({ state, ...(/^\d{5}/.test(zip) ? { zip: zip.slice(0, 5) } : {}) });
  return apiData(`/api/tax/rate?${query.toString()}`);
}

/** POST /api/guest/checkout: a guest's paid checkout becomes (or returns) its order. */
export function completeGuestCheckout(body: RequestOf<typeof guestCheckoutSchema>): Promise<OrderDto> {
  return apiData("/api/guest/checkout", { method: "POST", body });
}

/** POST /api/orders/checkout: a member's paid checkout becomes (or returns) its order. */
export function completeMemberCheckout(body: RequestOf<typeof memberCheckoutSchema>): Promise<OrderDto> {
  return apiData("/api/orders/checkout", { method: "POST", body });
}

/** POST /api/checkout/return: back from a payment method that redirects. */
export function returnFromPayment(body: RequestOf<typeof checkoutReturnSchema>): Promise<OrderDto> {
  return apiData("/api/checkout/return", { method: "POST", body });
}

/** Whether an order was bought from the cart: a commission's quote is paid as its one custom line, without the cart. */
export function paidForCart(order: Pick<OrderDto, "orderItems">): boolean {
  return order.orderItems.some((item) => !item.custom);
}

/** GET /api/payments/config: which gateway takes the payment, and how its form looks. */
export function getPaymentsConfigOfShop(): Promise<PaymentsConfig> {
  return apiData("/api/payments/config");
}

/** POST /api/payments/test/confirm: pays a test-gateway intent with a Stripe test card (402 for a declined one). */
export function confirmTestPayment(
  body: RequestOf<typeof testConfirmSchema>,
): Promise<AnswerOf<typeof serverConfirmTestPayment>> {
  return apiData("/api/payments/test/confirm", { method: "POST", body });
}
