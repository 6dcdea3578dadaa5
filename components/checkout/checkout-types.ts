// Browser-side shapes of the checkout calls (docs/api.md, Checkout and payments), in one place for both checkouts.
import type { PaymentIntentAnswer as ServerPaymentIntentAnswer } from "@/lib/checkout/schemas";
import type { ShippingMethodId } from "@/lib/pricing/shipping";

/**
 * POST /api/payments/create-payment-intent's answer as the browser receives it: the server's type, except that the
 * page checks the client secret is really there ('No client secret received from payment intent.').
 */
export type PaymentIntentAnswer = Omit<ServerPaymentIntentAnswer, "clientSecret"> & { clientSecret?: string };

/** The order a completion call answers; only the id is needed to move on. */
export type PlacedOrder = { id?: string };

/** A wallet's payer and shipping details at confirmation. */
export type WalletDetails = {
  name: string;
  email: string | null;
  phone: string | null;
  address: { line1: string; line2: string | null; city: string; state: string; postalCode: string; country: string };
  method: ShippingMethodId;
};

/** What the payment step needs from the checkout it sits in. */
export type PaymentStepProps = {
  intent: PaymentIntentAnswer;
  /** The completion call (guest or member) for a succeeded payment; answers the order. */
  complete: (paymentIntentId: string) => Promise<PlacedOrder>;
  /** Subtotal in cents, so the wallet can price shipping and tax as the buyer changes address and method. */
  subtotalCents: number;
  method: ShippingMethodId;
  /** A fresh intent priced for what the wallet chose (guests: the wallet's address; members: their saved one). */
  prepareWalletIntent: (details: WalletDetails) => Promise<PaymentIntentAnswer>;
  /** True when tax follows the wallet's address (guests); false keeps the intent's (members ship to a saved address). */
  walletAddressDecidesTax: boolean;
};
