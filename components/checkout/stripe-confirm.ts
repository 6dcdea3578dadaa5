// Browser only, and only in Stripe mode (it is part of the payment step's lazily loaded chunk).
import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { CHECKOUT_MESSAGES } from "@/components/checkout/checkout-messages";
import { isPaymentTaken, OrderCompletionError } from "@/components/checkout/use-finish-checkout";

/** How a payment attempt ended: the order exists (the page moves on), the payment is still processing, or why not. */
export type PaymentOutcome = { kind: "ordered" } | { kind: "processing" } | { kind: "failed"; message: string };

type PayOptions = {
  stripe: Stripe;
  elements: StripeElements;
  /** The intent to confirm: the card form's own, or a fresh one priced for what a wallet chose. */
  clientSecret: () => Promise<string | undefined>;
  /** The completion call and what follows it (useFinishCheckout). */
  finish: (paymentIntentId: string) => Promise<void>;
};

function failed(message: string | undefined, fallback: string): PaymentOutcome {
  return { kind: "failed", message: message || fallback };
}

/**
 * One payment through Stripe, in the order Stripe requires for intents made after the form: the Elements are
 * validated first (elements.submit), then the intent is fetched, then confirmed with a return URL for methods that
 * must redirect (cards and wallets answer in place). An authorized payment completes the order.
 */
export async function payWithElements({ stripe, elements, clientSecret, finish }: PayOptions): Promise<PaymentOutcome> {
  try {
    const submitted = await elements.submit();
    // Card and validation errors show the provider's message.
    if (submitted.error) return failed(submitted.error.message, CHECKOUT_MESSAGES.paymentFailed);

    let secret: string | undefined;
    try {
      secret = await clientSecret();
    } catch (failure) {
      console.error(CHECKOUT_MESSAGES.initializePayment, failure);
      return failed(undefined, CHECKOUT_MESSAGES.initializePayment);
    }
    if (!secret) return failed(undefined, CHECKOUT_MESSAGES.noClientSecret);

    const result = await stripe.confirmPayment({
      elements,
      clientSecret: secret,
      confirmParams: { return_url: `${window.location.origin}/order-confirmation` },
      redirect: "if_required",
    });
    if (result.error) return failed(result.error.message, CHECKOUT_MESSAGES.paymentFailed);
    if (!isPaymentTaken(result.paymentIntent.status)) return { kind: "processing" };
    await finish(result.paymentIntent.id);
    return { kind: "ordered" };
  } catch (failure) {
    if (failure instanceof OrderCompletionError) return failed(failure.message, CHECKOUT_MESSAGES.paymentFailedRetry);
    console.error(CHECKOUT_MESSAGES.unexpected, failure);
    return failed(undefined, CHECKOUT_MESSAGES.unexpected);
  }
}
