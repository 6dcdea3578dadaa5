import bcrypt from "bcryptjs";
import type { Db } from "@/lib/db-client";
import { guestPayload, type BenchProduct } from "../bench/checkout-shoppers";
import { call, codeOf, dataOf, shopperAddress, type Answer, type Timings } from "./http";

export type Paid = { n: number; paymentIntentId: string; email: string; from: string };

/** What each proof product started with, so the end of a scenario can tell stock lost from stock sold. */
export const stockLedger = new Map<string, number>();

/** A piece only the proof buys, with the stock it is given. */
export async function createPiece(db: Db, name: string, stock: number, priceCents = 4_500): Promise<BenchProduct> {
  const product = await db.product.create({
    data: { name, priceCents, category: "Necklaces", stock },
    select: { id: true, stock: true },
  });
  stockLedger.set(product.id, stock);
  return product;
}

/**
 * Shopper `n` (tag names the scenario) checks out as a guest through `url` from an address of their own and
 * pays with 4242 4242 4242 4242: authorized. Answers the intent, or the answer that stopped the shopper.
 */
export async function payAsGuest(
  url: string,
  products: readonly BenchProduct[],
  tag: string,
  n: number,
  timings: Timings,
  options: { quantityOne?: boolean } = {},
): Promise<Paid | Answer> {
  const from = shopperAddress(n);
  const payload = guestPayload(products, tag, n);
  if (options.quantityOne)
    payload.guestCartItems = payload.guestCartItems.slice(0, 1).map((item) => ({ ...item, quantity: 1 }));
  const created = timings.add(
    "create-payment-intent",
    await call(`${url}/api/payments/create-payment-intent`, { method: "POST", body: payload, from }),
  );
  const intent = dataOf<{ paymentIntentId: string; clientSecret: string }>(created);
  if (created.status !== 200 || !intent) return created;
  const confirmed = timings.add(
    "test/confirm",
    await call(`${url}/api/payments/test/confirm`, {
      method: "POST",
      body: { clientSecret: intent.clientSecret, cardNumber: "4242 4242 4242 4242" },
      from,
    }),
  );
  if (confirmed.status !== 200) return confirmed;
  return { n, paymentIntentId: intent.paymentIntentId, email: payload.email, from };
}

export function isPaid(result: Paid | Answer): result is Paid {
  return "paymentIntentId" in result;
}

/** The buyer's completion call (POST /api/guest/checkout) from the buyer's own address. */
export async function completeAsGuest(
  url: string,
  paid: Paid,
  timings: Timings,
  name = "guest/checkout",
): Promise<Answer> {
  return timings.add(
    name,
    await call(`${url}/api/guest/checkout`, {
      method: "POST",
      body: { paymentIntentId: paid.paymentIntentId, email: paid.email },
      from: paid.from,
    }),
  );
}

/** Describes an answer that was not the one hoped for, for a failure line. */
export function describe(answer: Answer): string {
  return `${answer.status || "no answer"} ${codeOf(answer) || answer.text.slice(0, 120)}`;
}

const ADMIN_PASSWORD = "Proof-admin-2026!";

/** An ADMIN made in the database, signed in through `url`: its Bearer token. */
export async function adminToken(db: Db, url: string, email: string): Promise<string> {
  await db.user.create({
    data: {
      email,
      name: "Proof admin",
      role: "ADMIN",
      passwordHash: await bcrypt.hash(ADMIN_PASSWORD, 4),
      emailVerifiedAt: new Date(),
    },
  });
  const login = await call(`${url}/api/auth/login`, { method: "POST", body: { email, password: ADMIN_PASSWORD } });
  const token = dataOf<{ accessToken?: string }>(login)?.accessToken;
  if (!token) throw new Error(`The proof's admin could not sign in: ${describe(login)}`);
  return token;
}

/** A member made in the database (verified), with the password to sign in. */
export async function createMember(db: Db, email: string): Promise<{ email: string; password: string }> {
  await db.user.create({
    data: {
      email,
      name: "Proof member",
      passwordHash: await bcrypt.hash(ADMIN_PASSWORD, 4),
      emailVerifiedAt: new Date(),
    },
  });
  return { email, password: ADMIN_PASSWORD };
}

/** The product as PUT /api/products/{id} wants it, with `change` applied (prices in dollars). */
export async function editProduct(
  url: string,
  token: string,
  id: string,
  change: { price?: number; stock?: number },
  timings: Timings,
  from?: string,
): Promise<Answer> {
  const current = dataOf<{
    name: string;
    description: string | null;
    price: number;
    category: string;
    stock: number;
    images: string[];
  }>(await call(`${url}/api/products/${id}`, { from }));
  if (!current) throw new Error(`Product ${id} could not be read`);
  const body = {
    name: current.name,
    description: current.description ?? "",
    price: change.price ?? current.price,
    category: current.category,
    stock: change.stock ?? current.stock,
    images: current.images.filter((image) => image.startsWith("/")),
  };
  return timings.add(
    "PUT /api/products/{id}",
    await call(`${url}/api/products/${id}`, {
      method: "PUT",
      body,
      headers: { authorization: `Bearer ${token}` },
      from,
    }),
  );
}

/** Runs `work` over `items` with at most `concurrency` at once. */
export async function eachConcurrently<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, () => worker()));
  return results;
}
