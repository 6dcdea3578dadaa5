import type { Metadata } from "next";
import { CHECKOUT_MESSAGES } from "@/components/checkout/checkout-messages";
import { ConfirmationProblem, PaymentNotCompleted } from "@/components/checkout/confirmation-problems";
import { ReturnedPayment } from "@/components/checkout/returned-payment";
import { getPageSession } from "@/lib/http/page-session";

export const metadata: Metadata = { title: "Order Confirmation", robots: { index: false, follow: false } };

type SearchParams = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string {
  return typeof value === "string" ? value.trim() : "";
}

// /order-confirmation – where Stripe brings back a buyer whose payment method redirected (cards confirm in place and
// go straight to /order-confirmation/{id}), with ?payment_intent=…&payment_intent_client_secret=…&redirect_status=…
// Without those it has no order to show: 'Order Not Found', then home after 3 s.
export default async function OrderConfirmationReturnPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const paymentIntentId = single(params.payment_intent);
  const clientSecret = single(params.payment_intent_client_secret);
  if (!paymentIntentId || !clientSecret)
    return <ConfirmationProblem title="Order Not Found" message="No order ID provided" />;
  // Back to the checkout the buyer came from: a member's keeps their saved addresses.
  const checkoutHref = (await getPageSession()) ? "/checkout/user" : "/checkout";
  if (single(params.redirect_status) === "failed")
    return (
      <PaymentNotCompleted
        title="Payment Failed"
        message={CHECKOUT_MESSAGES.paymentFailedRetry}
        checkoutHref={checkoutHref}
      />
    );
  return <ReturnedPayment paymentIntentId={paymentIntentId} clientSecret={clientSecret} checkoutHref={checkoutHref} />;
}
