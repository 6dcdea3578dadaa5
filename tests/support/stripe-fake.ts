import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One API call as the fake received it: the form-encoded body decoded into flat "a[b]" keys. */
export type FakeStripeCall = { method: string; path: string; query: URLSearchParams; headers: IncomingMessage["headers"]; form: Record<string, string> };

type Intent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  last_payment_error: null;
  latest_charge: null | { id: string; object: "charge"; amount_refunded: number };
};

export type FakeStripe = {
  /** e.g. http://127.0.0.1:54321, for the gateway's apiUrl option. */
  url: string;
  calls: FakeStripeCall[];
  intents: Map<string, Intent>;
  /** What Stripe.js would do in the browser: mark an intent paid. */
  succeed(id: string): void;
  close(): Promise<void>;
};

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json", "request-id": randomId("req") });
  response.end(JSON.stringify(body));
}

function stripeError(response: ServerResponse, status: number, code: string, message: string): void {
  send(response, status, { error: { type: "invalid_request_error", code, message } });
}

/**
 * A local stand-in for the PaymentIntents and Refunds endpoints the Stripe gateway calls, answering in Stripe's
 * JSON shapes and honouring Idempotency-Key on creation, so the real SDK code path runs without the network.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: FakeStripeCall[] = [];
  const intents = new Map<string, Intent>();
  const byIdempotencyKey = new Map<string, Intent>();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let raw = "";
    for await (const chunk of request) raw += String(chunk);
    const url = new URL(request.url ?? "/", "http://fake");
    const form = Object.fromEntries(new URLSearchParams(raw));
    calls.push({ method: request.method ?? "", path: url.pathname, query: url.searchParams, headers: request.headers, form });
    const [, version, resource, id, action] = url.pathname.split("/");
    if (version !== "v1") return stripeError(response, 404, "resource_missing", "Unrecognized request URL");

    if (resource === "payment_intents" && request.method === "POST" && !id) {
      const key = request.headers["idempotency-key"];
      const existing = typeof key === "string" ? byIdempotencyKey.get(key) : undefined;
      if (existing) return send(response, 200, existing);
      const intentId = randomId("pi");
      const metadata = Object.fromEntries(
        Object.entries(form).flatMap(([name, value]) => (name.startsWith("metadata[") ? [[name.slice(9, -1), value]] : [])),
      );
      const intent: Intent = {
        id: intentId,
        object: "payment_intent",
        amount: Number(form.amount),
        currency: form.currency ?? "",
        status: "requires_payment_method",
        client_secret: `${intentId}_secret_${randomBytes(8).toString("hex")}`,
        metadata,
        automatic_payment_methods: form["automatic_payment_methods[enabled]"] === "true" ? { enabled: true } : null,
        last_payment_error: null,
        latest_charge: null,
      };
      intents.set(intentId, intent);
      if (typeof key === "string") byIdempotencyKey.set(key, intent);
      return send(response, 200, intent);
    }

    if (resource === "payment_intents" && id) {
      const intent = intents.get(id);
      if (!intent) return stripeError(response, 404, "resource_missing", `No such payment_intent: '${id}'`);
      if (request.method === "GET" && !action) return send(response, 200, intent);
      if (request.method === "POST" && action === "cancel") {
        if (intent.status === "succeeded" || intent.status === "canceled") {
          const message = `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`;
          return stripeError(response, 400, "payment_intent_unexpected_state", message);
        }
        intent.status = "canceled";
        return send(response, 200, intent);
      }
    }

    if (resource === "refunds" && request.method === "POST" && !id) {
      const intent = intents.get(form.payment_intent ?? "");
      if (!intent) return stripeError(response, 404, "resource_missing", `No such payment_intent: '${form.payment_intent}'`);
      if (intent.status !== "succeeded") return stripeError(response, 400, "charge_not_refundable", "This PaymentIntent does not have a successful charge to refund.");
      intent.latest_charge = { id: randomId("ch"), object: "charge", amount_refunded: intent.amount };
      return send(response, 200, { id: randomId("re"), object: "refund", amount: intent.amount, payment_intent: intent.id, status: "succeeded" });
    }
    return stripeError(response, 404, "resource_missing", "Unrecognized request URL");
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { error: { type: "api_error", message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    intents,
    succeed(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`fake Stripe: no intent ${id}`);
      intent.status = "succeeded";
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
