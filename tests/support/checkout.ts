import { randomBytes } from "node:crypto";
import { POST as createPaymentIntentRoute } from "@/app/api/payments/create-payment-intent/route";
import { POST as guestCheckout } from "@/app/api/guest/checkout/route";
import { POST as webhookRoute } from "@/app/api/payments/webhook/route";
import { CHECKOUT_BROWSER_COOKIE } from "@/lib/http/checkout-browser-cookie";
import type { PaymentIntentAnswer } from "@/lib/checkout/schemas";
import type { InDollars } from "@/lib/pricing/api-money";
import type { Db } from "@/lib/db-client";
import { confirmTestPayment } from "@/lib/payments/test-gateway/confirm";
import { setTestWebhookDelivery } from "@/lib/payments/test-gateway/events";
import { apiRequest, callRoute, noParams, ORIGIN, type ApiAnswer } from "./api";

/** Stripe's test cards, as the test gateway reads them. */
export const CARD_OK = "4242 4242 4242 4242";
export const CARD_DECLINED = "4000 0000 0000 0002";

export type IntentData = InDollars<PaymentIntentAnswer>;

type Line = { product: { id: string; name: string }; quantity: number };

/** The guest form's address in a state, with the form's field names. */
export function guestAddress(state = "CA") {
  return {
    firstName: "Grace",
    lastName: "Hopper",
    address1: "1 Pearl Street",
    address2: "Apt 2",
    city: "Springfield",
    state,
    zipCode: "12345",
    phone: "555-010-0199",
  };
}

/**
 * The guest payload of POST /api/payments/create-payment-intent (docs/api.md). The client's copy of each price, the
 * shipping cost and the
 * tax are deliberately absurd: the server must ignore them.
 */
export function guestIntentPayload(lines: Line[], options: { email?: string; state?: string; method?: string } = {}) {
  return {
    email: options.email ?? "guest@example.test",
    guestCartItems: lines.map(({ product, quantity }) => ({
      productId: product.id,
      quantity,
      product: { id: product.id, name: product.name, price: 0.01 },
    })),
    shippingInfo: { method: options.method ?? "standard", cost: 0, taxAmount: 0 },
    shippingAddress: guestAddress(options.state),
  };
}

/** A guest browser's checkout cookie, as the payment step sets it (lib/http/checkout-browser-cookie.ts). */
export function guestBrowser(): string {
  return `${CHECKOUT_BROWSER_COOKIE}=${randomBytes(32).toString("base64url")}`;
}

/**
 * POST /api/payments/create-payment-intent, signed in when a token is given; from the guest browser whose cookie
 * is given, else from a browser that has none yet (a new one each call).
 */
export function requestIntent(body: unknown, token?: string, browser?: string): Promise<ApiAnswer<IntentData>> {
  const headers = browser === undefined ? undefined : { cookie: browser };
  return callRoute<IntentData>(
    createPaymentIntentRoute,
    apiRequest("POST", "/api/payments/create-payment-intent", { origin: ORIGIN, body, token, headers }),
  );
}

/** A signed webhook delivery as the gateway sent it: the exact bytes and their Stripe-Signature header. */
export type Delivery = { body: string; signature: string };

/** A request to the webhook endpoint carrying a delivery (or any body and header a test wants to try). */
export function webhookRequest(body: string, signature: string | null): Request {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature !== null) headers["stripe-signature"] = signature;
  return new Request(`${ORIGIN}/api/payments/webhook`, { method: "POST", headers, body });
}

export function deliver(delivery: Delivery): Promise<Response> {
  return webhookRoute(webhookRequest(delivery.body, delivery.signature), noParams);
}

/** The test gateway's events go straight into the webhook route handler, as they would over HTTP. */
export function deliverEventsToWebhook(): void {
  setTestWebhookDelivery((request) => webhookRoute(request, noParams));
}

/** The test gateway's events are kept instead of delivered (the webhook is "late"); returns the list they go to. */
export function holdEvents(): Delivery[] {
  const held: Delivery[] = [];
  setTestWebhookDelivery(async (request) => {
    held.push({ body: await request.text(), signature: request.headers.get("stripe-signature") ?? "" });
    return new Response("{}", { status: 200 });
  });
  return held;
}

export function stopEventDelivery(): void {
  setTestWebhookDelivery(undefined);
}

/** Pays the intent with a test card as the browser's card form would. */
export function pay(clientSecret: string, card = CARD_OK) {
  return confirmTestPayment(clientSecret, card);
}

/** One of the member's saved addresses (a row) in a state. */
export function saveAddress(db: Db, userId: string, state = "CA") {
  return db.address.create({
    data: {
      userId,
      firstName: "Ada",
      lastName: "Lovelace",
      addressLine1: "12 Garnet Lane",
      city: "Springfield",
      state,
      postalCode: "95814",
      phone: "916-555-0142",
    },
  });
}

/** Puts lines in the member's server cart. */
export async function fillCart(
  db: Db,
  userId: string,
  lines: { product: { id: string }; quantity: number }[],
): Promise<void> {
  await db.cartItem.createMany({
    data: lines.map(({ product, quantity }) => ({ userId, productId: product.id, quantity })),
  });
}

/** The shop's state that checkout may touch, for "nothing changed" assertions. */
export async function shopState(db: Db, productIds: string[]) {
  const [orders, products, cart, outbox] = await Promise.all([
    db.order.count(),
    db.product.findMany({
      where: { id: { in: productIds } },
      select: { id: true, stock: true },
      orderBy: { id: "asc" },
    }),
    db.cartItem.findMany({
      select: { userId: true, productId: true, quantity: true },
      orderBy: [{ userId: "asc" }, { productId: "asc" }],
    }),
    db.emailOutbox.count(),
  ]);
  return { orders, products, cart, outbox };
}

/** A guest who has paid: her email, her payment, and the webhook event Stripe would send about it (held). */
export type PaidGuest = { email: string; paymentIntentId: string; event: Delivery };

/**
 * Every paid guest's confirmation page and every held webhook, all at once: the race a popular piece or a one-use
 * code sets off. Answers the pages' answers and the webhook's, in the guests' order.
 */
export async function raceGuestCheckouts(
  buyers: readonly PaidGuest[],
): Promise<{ pageAnswers: ApiAnswer<{ id: string }>[]; hookAnswers: Response[] }> {
  const pages = buyers.map((buyer) =>
    callRoute<{ id: string }>(
      guestCheckout,
      apiRequest("POST", "/api/guest/checkout", {
        origin: ORIGIN,
        body: { paymentIntentId: buyer.paymentIntentId, email: buyer.email },
      }),
    ),
  );
  const hooks = buyers.map((buyer) => deliver(buyer.event));
  const [pageAnswers, hookAnswers] = await Promise.all([Promise.all(pages), Promise.all(hooks)]);
  return { pageAnswers, hookAnswers };
}
