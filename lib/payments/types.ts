// The payment gateway's contract, apart from the code that picks an implementation, so that each implementation can
// name it without importing its chooser (lib/payments/gateway.ts).

/** Which implementation takes payments: the real Stripe API, or the built-in test gateway (no network, no money). */
export type PaymentMode = "stripe" | "test";

/** Stripe's PaymentIntent statuses; the test gateway uses the same ones. */
export type PaymentIntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "canceled"
  | "succeeded";

/** A payment intent as the rest of the shop sees it, whichever gateway holds it. Amounts in integer cents. */
export type PaymentIntentView = {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: PaymentIntentStatus;
  metadata: Record<string, string>;
  /** The provider's message for the last failed attempt ("Your card was declined."), else null. */
  lastPaymentError: string | null;
  /** Cents refunded so far (0 when Stripe did not report it, e.g. in an event without an expanded charge). */
  amountRefunded: number;
  /**
   * When the card was authorized (null before, or when Stripe did not report it: an event without an expanded charge).
   */
  authorizedAt: Date | null;
};

/**
 * What the shop asks of a gateway. Every intent is created for manual capture: the buyer's card is authorized
 * first, the piece is secured (the order written), and only then is the money taken; a buyer who loses the last
 * piece has the authorization cancelled and is never charged.
 */
export type CreateIntentInput = {
  /** Cents, computed on the server from database prices, shipping and tax — never taken from the client. */
  amount: number;
  currency: "usd";
  /** Links the intent to its checkout draft; Stripe allows string values only. */
  metadata: Record<string, string>;
  /** The same key returns the same intent instead of a second one (a resubmitted checkout). */
  idempotencyKey: string;
};

/**
 * Where a refund stands at the gateway: given back; still with the bank (some payment methods take days, a card's
 * refund rarely does); or refused after all (the card closed, the bank declined), its money back with the shop.
 */
export type GatewayRefundStatus = "succeeded" | "pending" | "failed";

/** A refund the gateway made: its id, the cents it gives back, where it stands, and why it failed when it did. */
export type GatewayRefund = { id: string; amount: number; status: GatewayRefundStatus; failure: string | null };

/**
 * A verified webhook event. `data.object` is the PaymentIntent an event is about (null for any other object);
 * `data.refundId` the refund an event is about (null for any other), whose state is read again by its id rather than
 * taken from the event, since events arrive late and out of order.
 */
export type WebhookEvent = {
  id: string;
  type: string;
  /** Unix seconds when the provider created the event. */
  created: number;
  data: { object: PaymentIntentView | null; refundId: string | null };
};

export interface PaymentGateway {
  readonly mode: PaymentMode;
  /** Creates (or, for a repeated idempotency key, returns) a payment intent, for manual capture. */
  createIntent(input: CreateIntentInput): Promise<PaymentIntentView>;
  /** The intent as it is now; NotFoundError (404) when the gateway has no such intent. */
  retrieveIntent(id: string): Promise<PaymentIntentView>;
  /**
   * Takes the authorized amount (requires_capture → succeeded). The same idempotency key answers the same capture
   * again, so a retried capture never charges twice. ConflictError (409) when the intent is not capturable,
   * PaymentDeclinedError (402) when the card refuses.
   */
  captureIntent(id: string, idempotencyKey: string): Promise<PaymentIntentView>;
  /**
   * Cancels an intent that has not been captured (voids an authorization); cancelling it again answers it unchanged.
   */
  cancelIntent(id: string): Promise<PaymentIntentView>;
  /**
   * Refunds `amount` cents of a captured intent. The same idempotency key answers the same refund again, so a
   * retried call never refunds twice. ConflictError (409) when the intent is not captured or less than `amount`
   * remains unrefunded.
   */
  refundAmount(id: string, amount: number, idempotencyKey: string): Promise<GatewayRefund>;
  /**
   * The refund refundAmount made of this intent under `idempotencyKey`, as it stands now; null when none was made
   * under it. What a caller that died between the gateway's refund and its own record asks: once the refund has taken
   * what remained, a repeat has nothing to refund, and only this says whether the bank has given it back yet.
   */
  findRefund(intentId: string, idempotencyKey: string): Promise<GatewayRefund | null>;
  /**
   * A refund as it stands now. A repeat of refundAmount answers the refund as it was first answered, so a refund
   * that was pending is asked after by its id. NotFoundError (404) when the gateway has no such refund.
   */
  retrieveRefund(refundId: string): Promise<GatewayRefund>;
  /**
   * Checks the `Stripe-Signature` header against the raw request body and returns the event; throws
   * InvalidWebhookSignatureError (400) when the header is missing, malformed, stale, or does not match the body.
   */
  verifyWebhook(rawBody: string, signature: string | null): WebhookEvent;
}
