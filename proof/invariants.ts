import type { Db } from "@/lib/db-client";
import { stockLedger } from "./shoppers";

export type InvariantReport = { figures: string; failures: string[] };

/**
 * What must hold in the database after every scenario, whatever was broken during it: each payment the gateway
 * captured (and did not refund) has exactly one order and exactly one confirmation in the outbox; no order lacks
 * such a payment, unless it was cancelled and its money released; no stock is negative; and every proof product
 * holds its starting stock less what its live orders hold — no piece lost, none sold twice.
 */
export async function checkInvariants(db: Db): Promise<InvariantReport> {
  const failures: string[] = [];
  const captured = await db.testPaymentIntent.findMany({
    where: { status: "succeeded", amountRefunded: 0 },
    select: { id: true },
  });
  const orders = await db.order.findMany({
    select: { id: true, paymentIntentId: true, status: true, items: { select: { productId: true, quantity: true } } },
  });
  const ordersByIntent = new Map<string, number>();
  for (const order of orders)
    ordersByIntent.set(order.paymentIntentId, (ordersByIntent.get(order.paymentIntentId) ?? 0) + 1);
  const confirmations = await db.emailOutbox.findMany({
    where: { dedupeKey: { startsWith: "order-confirmation:" } },
    select: { dedupeKey: true },
  });
  const confirmationCount = new Map<string, number>();
  for (const { dedupeKey } of confirmations)
    confirmationCount.set(dedupeKey ?? "", (confirmationCount.get(dedupeKey ?? "") ?? 0) + 1);

  const capturedIds = new Set(captured.map((intent) => intent.id));
  let withoutOrder = 0;
  for (const intent of captured) if ((ordersByIntent.get(intent.id) ?? 0) !== 1) withoutOrder += 1;
  if (withoutOrder > 0) failures.push(`${withoutOrder} captured payments do not have exactly one order`);

  let orphanOrders = 0;
  let missingMail = 0;
  for (const order of orders) {
    if (!capturedIds.has(order.paymentIntentId) && order.status !== "cancelled") orphanOrders += 1;
    if (capturedIds.has(order.paymentIntentId) && confirmationCount.get(`order-confirmation:${order.id}`) !== 1)
      missingMail += 1;
  }
  if (orphanOrders > 0) failures.push(`${orphanOrders} live orders have no captured payment`);
  if (missingMail > 0) failures.push(`${missingMail} paid orders do not have exactly one confirmation in the outbox`);

  const negative = await db.product.count({ where: { stock: { lt: 0 } } });
  if (negative > 0) failures.push(`${negative} products have negative stock`);

  const products = await db.product.findMany({
    where: { id: { in: [...stockLedger.keys()] } },
    select: { id: true, name: true, stock: true },
  });
  let lost = 0;
  for (const product of products) {
    const sold = orders
      .filter((order) => order.status !== "cancelled")
      .flatMap((order) => order.items)
      .filter((item) => item.productId === product.id)
      .reduce((sum, item) => sum + item.quantity, 0);
    const expected = (stockLedger.get(product.id) ?? 0) - sold;
    if (product.stock !== expected) {
      lost += 1;
      failures.push(
        `${product.name}: stock ${product.stock}, expected ${expected} (started ${stockLedger.get(product.id)}, ${sold} in live orders)`,
      );
    }
  }
  const figures = `${captured.length} captured payments, ${orders.length} orders, ${confirmations.length} confirmations queued, ${negative} negative stock, ${lost} of ${products.length} proof products off their ledger`;
  return { figures, failures };
}
