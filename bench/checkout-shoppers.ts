import type { Db } from "@/lib/db-client";
import type { HeldEvent } from "./webhook-catcher";

// The demo catalog's pieces are one-of-a-kind (stock 1–5): the benchmark buys its own, stocked for every run.
const BENCH_STOCK = 100_000;
const PIECES = 8;
const STATES = ["CA", "NY", "TX", "WA", "OR", "FL", "IL", "MA", "DE", "CO"] as const;
const METHODS = ["standard", "express", "priority"] as const;
const JSON_HEADERS = { "content-type": "application/json" };
const TIMEOUT_MS = 30_000;

export type BenchProduct = { id: string; stock: number };
export type PaidIntent = { paymentIntentId: string; email: string; address: string };

/**
 * Shopper `n`'s own address, as the proxy in front of the shop (the bench starts it with TRUSTED_PROXY=1) reports it:
 * real shoppers come from many addresses, and the per-client limits (30 payment intents, confirmations or guest
 * completions in 10 minutes) would otherwise refuse all but the first 30 of the benchmark's calls. `tag` keeps the
 * load test's shoppers and the paying ones apart.
 */
function shopperAddress(tag: "load" | "paid", n: number): string {
  return `10.${tag === "load" ? 1 : 2}.${(n >> 8) & 255}.${n & 255}`;
}

/** JSON headers of a request from this address, through the proxy. */
function headersFrom(address: string): Record<string, string> {
  return { ...JSON_HEADERS, "x-forwarded-for": address };
}

/** The headers of shopper `n`'s JSON requests. */
export function shopperHeaders(tag: "load" | "paid", n: number): Record<string, string> {
  return headersFrom(shopperAddress(tag, n));
}

/** Products only the benchmark buys, with stock no run can exhaust. */
export async function createBenchProducts(client: Db): Promise<BenchProduct[]> {
  await client.product.createMany({
    data: Array.from({ length: PIECES }, (_, i) => ({
      name: `Bench piece ${i + 1}`,
      priceCents: 1_999 + i * 750,
      category: "Necklaces",
      stock: BENCH_STOCK,
    })),
  });
  return client.product.findMany({ where: { name: { startsWith: "Bench piece" } }, select: { id: true, stock: true } });
}

/**
 * Shopper `n`'s guest checkout (the guest payload of docs/api.md): 1–3 different pieces in quantities 1–3, a shipping
 * method
 * and a state that vary with `n`, and an email of their own, so no two shoppers share a fingerprint (and an intent).
 */
export function guestPayload(products: readonly BenchProduct[], tag: string, n: number) {
  const lines = 1 + (n % 3);
  return {
    email: `${tag}-${n}@bench.example.com`,
    guestCartItems: Array.from({ length: lines }, (_, k) => ({
      productId: products[(n * 3 + k) % products.length]?.id ?? "",
      quantity: 1 + ((n + k) % 3),
    })),
    shippingInfo: { method: METHODS[n % METHODS.length] },
    shippingAddress: {
      firstName: "Bench",
      lastName: `Shopper ${n}`,
      address1: `${100 + n} Market Street`,
      city: "Springfield",
      state: STATES[n % STATES.length],
      zipCode: "94105",
      country: "US",
      phone: "(415) 555-0100",
    },
  };
}

function post(url: string, body: unknown, headers: Record<string, string> = JSON_HEADERS): Promise<Response> {
  const payload = typeof body === "string" ? body : JSON.stringify(body);
  return fetch(url, { method: "POST", headers, body: payload, signal: AbortSignal.timeout(TIMEOUT_MS) });
}

async function dataOf<T>(response: Response, what: string): Promise<T> {
  const body = (await response.json()) as { success: boolean; data?: T; error?: string };
  if (!response.ok || !body.data) throw new Error(`${what} answered ${response.status}: ${body.error ?? "no data"}`);
  return body.data;
}

/** Shopper `n` checks out as a guest and pays with 4242 4242 4242 4242: authorized, the order not made yet. */
export async function payAsGuest(baseUrl: string, products: readonly BenchProduct[], n: number): Promise<PaidIntent> {
  const payload = guestPayload(products, "paid", n);
  const address = shopperAddress("paid", n);
  const headers = headersFrom(address);
  const intent = await dataOf<{ paymentIntentId: string; clientSecret: string }>(
    await post(`${baseUrl}/api/payments/create-payment-intent`, payload, headers),
    "create-payment-intent",
  );
  const paid = await dataOf<{ status: string }>(
    await post(
      `${baseUrl}/api/payments/test/confirm`,
      { clientSecret: intent.clientSecret, cardNumber: "4242 4242 4242 4242" },
      headers,
    ),
    "test/confirm",
  );
  if (paid.status !== "requires_capture") throw new Error(`Payment ${intent.paymentIntentId} is ${paid.status}`);
  return { paymentIntentId: intent.paymentIntentId, email: payload.email, address };
}

/** POST /api/guest/checkout, the buyer's completion call; records the order id it answered. */
export async function completeGuestCheckout(
  baseUrl: string,
  paid: PaidIntent,
  answered: Map<string, string[]>,
): Promise<Response> {
  const response = await post(
    `${baseUrl}/api/guest/checkout`,
    { paymentIntentId: paid.paymentIntentId, email: paid.email },
    headersFrom(paid.address),
  );
  const body = (await response.json()) as { data?: { id?: string } };
  if (body.data?.id) answered.set(paid.paymentIntentId, [...(answered.get(paid.paymentIntentId) ?? []), body.data.id]);
  return response;
}

/** Replays an event the test gateway sent, with its original signature, to the shop's webhook endpoint. */
export function deliverWebhook(baseUrl: string, event: HeldEvent): Promise<Response> {
  return post(`${baseUrl}/api/payments/webhook`, event.body, { ...JSON_HEADERS, "stripe-signature": event.signature });
}
