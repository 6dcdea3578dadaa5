import type { Db } from "@/lib/db-client";
import type { BenchProduct, PaidIntent } from "./checkout-shoppers";

/**
 * What checkout promises, read back from the database after the finalization runs: each authorized intent made
 * exactly one order (the one every completion call answered), paid and captured once, its draft completed,
 * nothing voided or refunded; stock fell by exactly what the orders hold and never below zero; one confirmation per
 * order sits in the outbox and no other mail went to those buyers; and no order exists without one of these
 * payments. Answers the failures, empty when all hold.
 */
export async function checkFinalizationInvariants(
  client: Db,
  paid: readonly PaidIntent[],
  answered: ReadonlyMap<string, readonly string[]>,
  productsBefore: readonly BenchProduct[],
): Promise<string[]> {
  const failures: string[] = [];
  const intentIds = paid.map((intent) => intent.paymentIntentId);
  const orders = await client.order.findMany({
    where: { paymentIntentId: { in: intentIds } },
    include: { items: true },
  });
  const orderByIntent = new Map(orders.map((order) => [order.paymentIntentId, order]));

  const allOrders = await client.order.count();
  if (allOrders !== paid.length) failures.push(`${allOrders} orders exist for ${paid.length} paid intents`);
  for (const intent of paid) {
    const order = orderByIntent.get(intent.paymentIntentId);
    if (!order) {
      failures.push(`intent ${intent.paymentIntentId} was paid and has no order`);
      continue;
    }
    if (order.status !== "processing" || order.paymentStatus !== "captured")
      failures.push(`order ${order.id} is ${order.status}, payment ${order.paymentStatus}`);
    const other = (answered.get(intent.paymentIntentId) ?? []).filter((id) => id !== order.id);
    if (other.length > 0)
      failures.push(`intent ${intent.paymentIntentId}: completion answered order ${other.join(", ")}, not ${order.id}`);
  }

  const completedDrafts = await client.checkoutDraft.count({
    where: { paymentIntentId: { in: intentIds }, status: "completed", orderId: { not: null } },
  });
  if (completedDrafts !== paid.length)
    failures.push(`${paid.length - completedDrafts} paid checkouts have no completed draft`);
  const keptPayments = await client.testPaymentIntent.count({
    where: { id: { in: intentIds }, status: "succeeded", amountRefunded: 0 },
  });
  if (keptPayments !== paid.length)
    failures.push(`${paid.length - keptPayments} payments were not captured, or were voided or refunded`);

  const after = await client.product.findMany({ where: { id: { in: productsBefore.map((product) => product.id) } } });
  const negative = await client.product.count({ where: { stock: { lt: 0 } } });
  if (negative > 0) failures.push(`${negative} products have negative stock`);
  for (const product of after) {
    const before = productsBefore.find((candidate) => candidate.id === product.id)?.stock ?? 0;
    const sold = orders
      .flatMap((order) => order.items)
      .filter((item) => item.productId === product.id)
      .reduce((sum, item) => sum + item.quantity, 0);
    if (before - product.stock !== sold)
      failures.push(`${product.name}: stock fell by ${before - product.stock}, orders hold ${sold}`);
  }

  const mail = await client.emailOutbox.findMany({
    where: { to: { in: paid.map((intent) => intent.email) } },
    select: { to: true, dedupeKey: true },
  });
  for (const order of orders) {
    const toBuyer = mail.filter((message) => message.to === order.email);
    if (toBuyer.length !== 1 || toBuyer[0]?.dedupeKey !== `order-confirmation:${order.id}`) {
      failures.push(
        `order ${order.id}: ${toBuyer.length} emails in the outbox (${toBuyer.map((message) => message.dedupeKey).join(", ")})`,
      );
    }
  }
  return failures;
}
