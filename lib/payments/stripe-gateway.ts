import "server-only";
import Stripe from "stripe";
import { env } from "@/lib/env";
import { AppError, ConflictError, NotFoundError, PaymentDeclinedError, ServiceUnavailableError } from "@/lib/errors";
import type { CreateIntentInput, GatewayRefund, PaymentGateway, PaymentIntentView } from "@/lib/payments/types";
import { toPaymentIntentView } from "@/lib/payments/intent-view";
import { webhookSigningSecret } from "@/lib/payments/webhook-secret";
import { verifySignedEvent } from "@/lib/payments/webhook-signing";

type StripeGatewayOptions = {
  secretKey: string;
  /** Signing secret of the webhook endpoint; read lazily so a missing one fails only webhook verification. */
  webhookSecret: () => string;
  /** Where API calls go instead of https://api.stripe.com:443 (a local fake in tests). */
  apiUrl?: string;
};

/** What a buyer or the maker reads while Stripe cannot be reached. */
const PAYMENT_SERVICE_UNAVAILABLE = "The payment service is not answering. Please try again in a moment.";
/** What they read while Stripe refuses the shop's calls for their number (its 429). */
const PAYMENT_SERVICE_BUSY = "The payment service is busy. Please try again in a moment.";
// Stripe's rate limit is per second; a few seconds let its window pass without inviting the client straight back.
const RATE_LIMITED_RETRY_AFTER_SECONDS = 5;

function connection(apiUrl: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/**
 * Stripe's refusals in the shop's terms, so both gateways fail alike: an unknown id is NotFoundError (404), an
 * action the intent's state forbids is ConflictError (409 payment_intent_unexpected_state), a card refusing a
 * capture is PaymentDeclinedError (402), a reused idempotency key with other parameters is 400 idempotency_error.
 * Stripe out of reach (the connection, its 5xx, its rate limit) is ServiceUnavailableError (503): the caller cannot
 * know what happened and tries again later. Stripe's 429 (the shop's account over its rate limit) is 503
 * payment_service_busy with Retry-After, answered at once: retrying it here would only spend more of the limit
 * every other checkout is waiting on. Anything else (a wrong key) propagates as it is.
 */
async function translated<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeIdempotencyError)
      throw new AppError(400, "idempotency_error", error.message);
    if (error instanceof Stripe.errors.StripeCardError)
      throw new PaymentDeclinedError(error.message, error.decline_code ?? error.code ?? "card_declined");
    if (error instanceof Stripe.errors.StripeRateLimitError) {
      throw new ServiceUnavailableError(PAYMENT_SERVICE_BUSY, "payment_service_busy", RATE_LIMITED_RETRY_AFTER_SECONDS);
    }
    if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError) {
      throw new ServiceUnavailableError(PAYMENT_SERVICE_UNAVAILABLE, "payment_service_unavailable");
    }
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    if (error.code === "resource_missing") throw new NotFoundError("Payment not found", "payment_not_found");
    throw new ConflictError(error.message, "payment_intent_unexpected_state");
  }
}

type StripeHttpClient = ReturnType<typeof Stripe.createNodeHttpClient>;

/**
 * The SDK's HTTP client, except that Stripe's 429 is never repeated. The SDK repeats a call Stripe answers with
 * `Stripe-Should-Retry: true`, which a 429 may carry; a repeat would spend more of the rate limit that refused it, so
 * the 429 reaches the shop as it is (503 payment_service_busy, the client told when to come back).
 */
function withoutRateLimitRepeats(client: StripeHttpClient): StripeHttpClient {
  return {
    getClientName: () => client.getClientName(),
    async makeRequest(...request) {
      const response = await client.makeRequest(...request);
      if (response.getStatusCode() !== 429) return response;
      const headers = { ...response.getHeaders(), "stripe-should-retry": "false" };
      return {
        getStatusCode: () => response.getStatusCode(),
        getHeaders: () => headers,
        getRawResponse: () => response.getRawResponse(),
        toStream: (done) => response.toStream(done),
        toJSON: () => response.toJSON(),
        dispose: () => response.dispose?.(),
      };
    },
  };
}

/**
 * A Stripe refund as the shop keeps it. `requires_action` (the buyer must give bank details first) is still on its
 * way, as `pending` is; `canceled` gave nothing back, as `failed` did. Stripe's reason is one of a few words
 * (`expired_or_canceled_card`, `lost_or_stolen_card`, `declined`…), said here as words.
 */
function toGatewayRefund(refund: Pick<Stripe.Refund, "id" | "amount" | "status" | "failure_reason">): GatewayRefund {
  const status =
    refund.status === "succeeded"
      ? "succeeded"
      : refund.status === "failed" || refund.status === "canceled"
        ? "failed"
        : "pending";
  const reason = refund.failure_reason
    ? refund.failure_reason.replaceAll("_", " ")
    : refund.status === "canceled"
      ? "the refund was canceled"
      : "no reason given";
  return {
    id: refund.id,
    amount: refund.amount,
    status,
    failure: status === "failed" ? `The bank returned the refund: ${reason}.` : null,
  };
}

/** The refund's metadata entry holding the idempotency key it was made under. */
const REFUND_KEY = "refund_key";

/** The Stripe implementation of PaymentGateway, through the official SDK. */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    httpClient: withoutRateLimitRepeats(Stripe.createNodeHttpClient()),
    ...connection(options.apiUrl),
  });

  async function retrieveIntent(id: string): Promise<PaymentIntentView> {
    // Expanding the charge is what makes amount_refunded visible on a retrieved intent.
    return toPaymentIntentView(await translated(stripe.paymentIntents.retrieve(id, { expand: ["latest_charge"] })));
  }

  return {
    mode: "stripe",
    async createIntent(input: CreateIntentInput) {
      const intent = stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          // Authorize now, capture once the order is written: a buyer who loses the last piece is never charged.
          capture_method: "manual",
          automatic_payment_methods: { enabled: true },
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toPaymentIntentView(await translated(intent));
    },
    retrieveIntent,
    async captureIntent(id: string, idempotencyKey: string) {
      await translated(stripe.paymentIntents.capture(id, {}, { idempotencyKey }));
      return retrieveIntent(id);
    },
    async cancelIntent(id: string) {
      try {
        return toPaymentIntentView(await translated(stripe.paymentIntents.cancel(id)));
      } catch (error) {
        // Stripe refuses to cancel twice; callers (retried finalizations) only need it cancelled, so say it is.
        const current = error instanceof ConflictError ? await retrieveIntent(id) : undefined;
        if (current?.status === "canceled") return current;
        throw error;
      }
    },
    async refundAmount(id: string, amount: number, idempotencyKey: string) {
      // The key makes a retry (after a timeout, by the reconciler) answer the refund already made; written on the
      // refund too, for findRefund (Stripe forgets keys after 24 hours, and a repeat with nothing left to refund
      // cannot be made at all).
      const refund = stripe.refunds.create(
        { payment_intent: id, amount, metadata: { [REFUND_KEY]: idempotencyKey } },
        { idempotencyKey },
      );
      return toGatewayRefund(await translated(refund));
    },
    async findRefund(intentId: string, idempotencyKey: string) {
      // A payment's refunds are a handful (the maker's partial ones, a cancellation's); the SDK pages past 100.
      const refunds = await translated(
        stripe.refunds.list({ payment_intent: intentId, limit: 100 }).autoPagingToArray({ limit: 10_000 }),
      );
      const made = refunds.find((refund) => refund.metadata?.[REFUND_KEY] === idempotencyKey);
      return made ? toGatewayRefund(made) : null;
    },
    async retrieveRefund(refundId: string) {
      return toGatewayRefund(await translated(stripe.refunds.retrieve(refundId)));
    },
    verifyWebhook(rawBody: string, signature: string | null) {
      return verifySignedEvent(rawBody, signature, options.webhookSecret());
    },
  };
}

/** The Stripe gateway configured from STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_URL. */
export function createStripeGatewayFromEnv(): PaymentGateway {
  const config = env();
  if (!config.STRIPE_SECRET_KEY) throw new Error("PAYMENTS=stripe needs STRIPE_SECRET_KEY");
  return createStripeGateway({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: webhookSigningSecret,
    apiUrl: config.STRIPE_API_URL,
  });
}
