import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** One API call as the fake received it: the form-encoded body decoded into flat "a[b]" keys. */
export type FakeStripeCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  form: Record<string, string>;
};

type Charge = {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  captured: boolean;
  created: number;
};

type Intent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  status: string;
  capture_method: string;
  client_secret: string;
  created: number;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  last_payment_error: { type: string; code: string; decline_code: string; message: string } | null;
  latest_charge: Charge | null;
  next_action: { type: "redirect_to_url"; redirect_to_url: { url: string; return_url: string } } | null;
};

/** Stripe's test payment methods the fake knows, as Stripe.js would send them when the buyer types a test card. */
const DECLINED_METHODS: Record<string, { decline_code: string; message: string }> = {
  pm_card_chargeDeclined: { decline_code: "generic_decline", message: "Your card was declined." },
  pm_card_chargeDeclinedInsufficientFunds: {
    decline_code: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
};

/**
 * Payment method types that send the buyer to their provider's page (Stripe.js confirms them with
 * payment_method_data[type]): the intent waits in requires_action for the visit, which the fake serves itself.
 */
const REDIRECT_METHOD_TYPES = new Set(["klarna", "affirm", "cashapp"]);

export type FakeStripeOptions = {
  /**
   * Where the fake delivers its events (payment_intent.*, refund.*), signed with `secret` as Stripe signs them. Read at
   * each
   * delivery, so a test may point it at a server started after the fake (whose STRIPE_API_URL is the fake's).
   */
  webhook?: { url: string; secret: string };
};

export type FakeStripe = {
  /** e.g. http://127.0.0.1:54321, for the gateway's apiUrl option. */
  url: string;
  calls: FakeStripeCall[];
  intents: Map<string, Intent>;
  /**
   * What Stripe.js would do in the browser for a manual-capture intent: authorize the card (requires_capture). Also
   * the provider's late answer for a redirect-based payment left processing.
   */
  authorize(id: string): void;
  /** An authorization that lapsed or was voided elsewhere (Stripe cancels uncaptured intents after 7 days). */
  lapse(id: string): void;
  /** The next `count` calls whose path ends with `suffix` get no answer: the connection is cut, as in an outage. */
  dropNext(suffix: string, count?: number): void;
  /**
   * The next `count` calls whose path ends with `suffix` are carried out, and their answer is lost on the way back
   * (the connection cut after Stripe acted): what a process that died between Stripe's work and its own record saw.
   */
  loseAnswersNext(suffix: string, count?: number): void;
  /**
   * Before the next call whose path ends with `suffix` is carried out, `act` runs (and is awaited): another caller
   * that gets to Stripe first, at exactly the moment a race would need.
   */
  beforeNext(suffix: string, act: () => Promise<unknown>): void;
  /** Stripe forgets every Idempotency-Key, as it does 24 hours after a key's first use. */
  forgetKeys(): void;
  /** The next `count` calls whose path ends with `suffix` get Stripe's 429 (the account over its rate limit). */
  rateLimitNext(suffix: string, count?: number): void;
  /**
   * From now on, refunds are made `pending`, as a bank that takes days leaves them (`succeeded` again with false),
   * until
   * `finishRefund` says how each ended.
   */
  holdRefunds(held: boolean): void;
  /**
   * The bank's late word on a pending refund: given back, or failed (its amount back on the charge) for `reason`;
   * announced to the webhook as `refund.updated` (and `refund.failed`), as Stripe does.
   */
  finishRefund(refundId: string, outcome: "succeeded" | "failed", reason?: string): void;
  /**
   * The bank sends back a refund that had gone through (a closed card account): Stripe turns it from `succeeded` to
   * `failed`, puts its amount back on the charge, and announces `refund.updated` and `refund.failed`.
   */
  returnRefund(refundId: string, reason?: string): void;
  /** The refunds made, by id, as Stripe would answer them now. */
  refunds: Map<string, FakeRefund>;
  /** How many captures and refunds really moved money (idempotent replays excluded), in all or for one intent. */
  moneyMoves(intentId?: string): { captures: number; refunds: number };
  /** Resolves once every event sent so far has been answered by the webhook (or failed to arrive). */
  deliveriesSettled(): Promise<void>;
  close(): Promise<void>;
};

type FakeRefund = {
  id: string;
  object: "refund";
  amount: number;
  payment_intent: string;
  status: "pending" | "succeeded" | "failed";
  failure_reason: string | null;
  metadata: Record<string, string>;
};

/** Answers written to a connection that is then cut instead (loseAnswersNext). */
const lostAnswers = new WeakSet<ServerResponse>();

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function send(response: ServerResponse, status: number, body: unknown): void {
  if (lostAnswers.has(response)) {
    response.socket?.destroy();
    return;
  }
  response.writeHead(status, { "content-type": "application/json", "request-id": randomId("req") });
  response.end(JSON.stringify(body));
}

function stripeError(
  response: ServerResponse,
  status: number,
  code: string,
  message: string,
  type = "invalid_request_error",
): void {
  send(response, status, { error: { type, code, message } });
}

function unexpectedState(response: ServerResponse, action: string, intent: Intent): void {
  stripeError(
    response,
    400,
    "payment_intent_unexpected_state",
    `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`,
  );
}

/**
 * A local stand-in for the PaymentIntents and Refunds endpoints, answering in Stripe's JSON shapes, with Stripe's
 * manual-capture lifecycle (requires_payment_method → requires_capture → succeeded or canceled) and Idempotency-Key
 * replays on create, capture and refund, so the real SDK code path runs without the network. Optionally it
 * delivers signed events to the shop's webhook, as Stripe does.
 */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const calls: FakeStripeCall[] = [];
  const intents = new Map<string, Intent>();
  // Stripe answers a request repeated with the same Idempotency-Key with the first answer, whatever happened since.
  const replays = new Map<string, { status: number; body: unknown }>();
  const drops: { suffix: string; remaining: number }[] = [];
  const limited: { suffix: string; remaining: number }[] = [];
  const losses: { suffix: string; remaining: number }[] = [];
  const interruptions: { suffix: string; act: (() => Promise<unknown>) | null }[] = [];
  const moves: { kind: "captures" | "refunds"; intentId: string }[] = [];
  const refunds = new Map<string, FakeRefund>();
  let refundsHeld = false;
  const deliveries = new Set<Promise<unknown>>();
  // Known once the server listens, before any request can arrive.
  let origin = "";

  function emit(type: string, intent: Intent): void {
    emitObject(type, { ...intent, latest_charge: intent.latest_charge?.id ?? null });
  }

  function emitObject(type: string, object: object): void {
    const hook = options.webhook;
    if (!hook) return;
    const payload = JSON.stringify({
      id: randomId("evt"),
      object: "event",
      api_version: "2025-01-01",
      created: nowSeconds(),
      type,
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: hook.secret });
    // Fire and forget, as Stripe's deliveries are; a failed one is simply lost (the shop's reconciler covers it).
    const delivery = fetch(hook.url, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined)
      .finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  }

  /** A refund the bank did not take: failed for `reason`, its amount back on the charge; Stripe says so twice over. */
  function failRefund(refund: FakeRefund, reason: string): void {
    refund.status = "failed";
    refund.failure_reason = reason;
    const charge = intentOrThrow(refund.payment_intent).latest_charge;
    if (charge) charge.amount_refunded -= refund.amount;
    emitObject("refund.updated", { ...refund });
    emitObject("refund.failed", { ...refund });
  }

  /** Where the fake sends a buyer for a redirect-based payment method: its stand-in for the provider's page. */
  function providerPage(intent: Intent): string {
    return `${origin}/provider/${intent.id}`;
  }

  function authorize(intent: Intent): void {
    intent.status = intent.capture_method === "manual" ? "requires_capture" : "succeeded";
    intent.last_payment_error = null;
    intent.next_action = null;
    intent.latest_charge = {
      id: randomId("ch"),
      object: "charge",
      amount: intent.amount,
      amount_refunded: 0,
      captured: intent.status === "succeeded",
      created: nowSeconds(),
    };
    intent.amount_capturable = intent.status === "requires_capture" ? intent.amount : 0;
    intent.amount_received = intent.status === "succeeded" ? intent.amount : 0;
    emit(
      intent.status === "requires_capture" ? "payment_intent.amount_capturable_updated" : "payment_intent.succeeded",
      intent,
    );
  }

  function answer(response: ServerResponse, key: string | undefined, status: number, body: unknown): void {
    if (key) replays.set(key, { status, body });
    send(response, status, body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let raw = "";
    for await (const chunk of request) raw += String(chunk);
    const url = new URL(request.url ?? "/", "http://fake");
    const form = Object.fromEntries(new URLSearchParams(raw));
    calls.push({
      method: request.method ?? "",
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      form,
    });
    const drop = drops.find((entry) => entry.remaining > 0 && url.pathname.endsWith(entry.suffix));
    if (drop) {
      drop.remaining -= 1;
      request.socket.destroy();
      return;
    }
    const limit = limited.find((entry) => entry.remaining > 0 && url.pathname.endsWith(entry.suffix));
    if (limit) {
      limit.remaining -= 1;
      // Stripe may ask for a retry on a 429 (a lock timeout); the shop must not take it up.
      response.setHeader("stripe-should-retry", "true");
      return stripeError(response, 429, "rate_limit", "Too many requests hit the API too quickly.", "rate_limit_error");
    }
    const loss = losses.find((entry) => entry.remaining > 0 && url.pathname.endsWith(entry.suffix));
    if (loss) {
      loss.remaining -= 1;
      lostAnswers.add(response);
    }
    const interruption = interruptions.find((entry) => entry.act && url.pathname.endsWith(entry.suffix));
    const act = interruption?.act;
    if (interruption && act) {
      interruption.act = null;
      await act();
    }
    const header = request.headers["idempotency-key"];
    const key = typeof header === "string" ? `${url.pathname}|${header}` : undefined;
    const replay = key ? replays.get(key) : undefined;
    if (replay) return send(response, replay.status, replay.body);

    const [, version, resource, id, action] = url.pathname.split("/");
    if (version === "provider" && request.method === "GET") return visitProvider(response, resource ?? "");
    if (version !== "v1") return stripeError(response, 404, "resource_missing", "Unrecognized request URL");

    const metadata = Object.fromEntries(
      Object.entries(form).flatMap(([name, value]) =>
        name.startsWith("metadata[") ? [[name.slice(9, -1), value]] : [],
      ),
    );
    if (resource === "payment_intents" && request.method === "POST" && !id) {
      const intentId = randomId("pi");
      const intent: Intent = {
        id: intentId,
        object: "payment_intent",
        amount: Number(form.amount),
        amount_capturable: 0,
        amount_received: 0,
        currency: form.currency ?? "",
        status: "requires_payment_method",
        capture_method: form.capture_method ?? "automatic",
        client_secret: `${intentId}_secret_${randomBytes(8).toString("hex")}`,
        created: nowSeconds(),
        metadata,
        automatic_payment_methods: form["automatic_payment_methods[enabled]"] === "true" ? { enabled: true } : null,
        last_payment_error: null,
        latest_charge: null,
        next_action: null,
      };
      intents.set(intentId, intent);
      return answer(response, key, 200, intent);
    }

    if (resource === "payment_intents" && id) {
      const intent = intents.get(id);
      if (!intent) return stripeError(response, 404, "resource_missing", `No such payment_intent: '${id}'`);
      if (request.method === "GET" && !action) return send(response, 200, intent);
      if (request.method === "POST" && action === "confirm") {
        // Stripe.js confirms with the publishable key and the client secret; the secret is what proves the browser.
        if (form.client_secret !== undefined && form.client_secret !== intent.client_secret) {
          return stripeError(
            response,
            400,
            "resource_missing",
            "The client_secret provided does not match the client_secret associated with the PaymentIntent.",
          );
        }
        if (intent.status !== "requires_payment_method" && intent.status !== "requires_confirmation")
          return unexpectedState(response, "confirm", intent);
        const redirectType = form["payment_method_data[type]"] ?? "";
        if (REDIRECT_METHOD_TYPES.has(redirectType)) {
          if (!form.return_url)
            return stripeError(
              response,
              400,
              "parameter_missing",
              "A return_url must be specified because this Payment Intent is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed.",
            );
          intent.status = "requires_action";
          intent.next_action = {
            type: "redirect_to_url",
            redirect_to_url: { url: providerPage(intent), return_url: form.return_url },
          };
          return send(response, 200, intent);
        }
        const declined = DECLINED_METHODS[form.payment_method ?? ""];
        if (declined) {
          intent.last_payment_error = {
            type: "card_error",
            code: "card_declined",
            decline_code: declined.decline_code,
            message: declined.message,
          };
          emit("payment_intent.payment_failed", intent);
          return send(response, 402, { error: { ...intent.last_payment_error, payment_intent: intent } });
        }
        authorize(intent);
        return send(response, 200, intent);
      }
      if (request.method === "POST" && action === "capture") {
        if (intent.status !== "requires_capture") return unexpectedState(response, "capture", intent);
        intent.status = "succeeded";
        intent.amount_received = intent.amount;
        intent.amount_capturable = 0;
        if (intent.latest_charge) intent.latest_charge.captured = true;
        moves.push({ kind: "captures", intentId: intent.id });
        emit("payment_intent.succeeded", intent);
        return answer(response, key, 200, intent);
      }
      if (request.method === "POST" && action === "cancel") {
        if (intent.status === "succeeded" || intent.status === "canceled")
          return unexpectedState(response, "cancel", intent);
        intent.status = "canceled";
        intent.amount_capturable = 0;
        emit("payment_intent.canceled", intent);
        return answer(response, key, 200, intent);
      }
    }

    if (resource === "refunds" && request.method === "POST" && !id) {
      const intent = intents.get(form.payment_intent ?? "");
      if (!intent)
        return stripeError(response, 404, "resource_missing", `No such payment_intent: '${form.payment_intent}'`);
      const charge = intent.latest_charge;
      if (intent.status !== "succeeded" || !charge)
        return stripeError(
          response,
          400,
          "charge_not_refundable",
          "This PaymentIntent does not have a successful charge to refund.",
        );
      if (charge.amount_refunded >= charge.amount)
        return stripeError(response, 400, "charge_already_refunded", `Charge ${charge.id} has already been refunded.`);
      // Without an amount Stripe refunds what remains; with one, at most that.
      const remaining = charge.amount - charge.amount_refunded;
      const amount = form.amount === undefined ? remaining : Number(form.amount);
      if (amount > remaining)
        return stripeError(
          response,
          400,
          "amount_too_large",
          `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${remaining / 100})`,
        );
      charge.amount_refunded += amount;
      moves.push({ kind: "refunds", intentId: intent.id });
      const refund: FakeRefund = {
        id: randomId("re"),
        object: "refund",
        amount,
        payment_intent: intent.id,
        status: refundsHeld ? "pending" : "succeeded",
        failure_reason: null,
        metadata,
      };
      refunds.set(refund.id, refund);
      return answer(response, key, 200, { ...refund });
    }
    if (resource === "refunds" && request.method === "GET" && !id) {
      // One page, newest first, of a payment's refunds (or all): the shop's lists are short.
      const intentId = url.searchParams.get("payment_intent");
      const data = [...refunds.values()]
        .filter((refund) => intentId === null || refund.payment_intent === intentId)
        .reverse();
      return send(response, 200, { object: "list", url: "/v1/refunds", has_more: false, data });
    }
    if (resource === "refunds" && request.method === "GET" && id) {
      const refund = refunds.get(id);
      if (!refund) return stripeError(response, 404, "resource_missing", `No such refund: '${id}'`);
      return send(response, 200, refund);
    }
    return stripeError(response, 404, "resource_missing", "Unrecognized request URL");
  }

  /**
   * The buyer approves the payment on the provider's page and is sent back to the shop's return_url with the
   * parameters Stripe adds. The provider has not answered yet, so the intent is processing until `authorize`.
   */
  function visitProvider(response: ServerResponse, id: string): void {
    const intent = intents.get(id);
    if (intent?.status !== "requires_action" || !intent.next_action)
      return stripeError(response, 404, "resource_missing", "No payment is waiting for this page");
    const back = new URL(intent.next_action.redirect_to_url.return_url);
    back.searchParams.set("payment_intent", intent.id);
    back.searchParams.set("payment_intent_client_secret", intent.client_secret);
    back.searchParams.set("redirect_status", "succeeded");
    intent.status = "processing";
    intent.next_action = null;
    emit("payment_intent.processing", intent);
    response.writeHead(302, { location: back.href });
    response.end();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      send(response, 500, { error: { type: "api_error", message: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  function intentOrThrow(id: string): Intent {
    const intent = intents.get(id);
    if (!intent) throw new Error(`fake Stripe: no intent ${id}`);
    return intent;
  }

  return {
    url: origin,
    calls,
    intents,
    authorize(id) {
      authorize(intentOrThrow(id));
    },
    lapse(id) {
      const intent = intentOrThrow(id);
      intent.status = "canceled";
      intent.amount_capturable = 0;
      emit("payment_intent.canceled", intent);
    },
    refunds,
    holdRefunds(held) {
      refundsHeld = held;
    },
    finishRefund(refundId, outcome, reason = "expired_or_canceled_card") {
      const refund = refunds.get(refundId);
      if (refund?.status !== "pending") throw new Error(`fake Stripe: no pending refund ${refundId}`);
      if (outcome === "failed") return failRefund(refund, reason);
      refund.status = outcome;
      emitObject("refund.updated", { ...refund });
    },
    returnRefund(refundId, reason = "expired_or_canceled_card") {
      const refund = refunds.get(refundId);
      if (refund?.status !== "succeeded") throw new Error(`fake Stripe: no succeeded refund ${refundId}`);
      failRefund(refund, reason);
    },
    dropNext(suffix, count = 1) {
      drops.push({ suffix, remaining: count });
    },
    loseAnswersNext(suffix, count = 1) {
      losses.push({ suffix, remaining: count });
    },
    beforeNext(suffix, act) {
      interruptions.push({ suffix, act });
    },
    forgetKeys() {
      replays.clear();
    },
    rateLimitNext(suffix, count = 1) {
      limited.push({ suffix, remaining: count });
    },
    moneyMoves(intentId) {
      const counted = moves.filter((move) => intentId === undefined || move.intentId === intentId);
      return {
        captures: counted.filter((move) => move.kind === "captures").length,
        refunds: counted.filter((move) => move.kind === "refunds").length,
      };
    },
    deliveriesSettled: async () => {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
