import "server-only";
import { orderCancelledEmail } from "@/emails/order-cancelled";
import { orderConfirmationEmail } from "@/emails/order-confirmation";
import { orderNotCompletedEmail } from "@/emails/order-not-completed";
import { orderShippedEmail } from "@/emails/order-shipped";
import type { QueuedMail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { shippingAddressSnapshotSchema, type OrderWithItems } from "@/lib/orders/dto";

// The mails about an order, built from the order's own rows; each dedupe key makes it one per order and event.

const linesOf = (order: OrderWithItems) =>
  order.items.map((item) => ({ name: item.productName, quantity: item.quantity, unitPriceCents: item.unitPriceCents }));

function addressOf(order: OrderWithItems) {
  const parsed = shippingAddressSnapshotSchema.safeParse(order.shippingAddress);
  return parsed.success ? parsed.data : null;
}

/** "Order Confirmed": sent once the payment is captured. */
export function confirmationMail(order: OrderWithItems): QueuedMail {
  const address = addressOf(order);
  // Every order is written with a parsed snapshot; one that no longer parses is a bug, not a buyer's mistake.
  if (!address) throw new Error(`order ${order.id} has no readable shipping address`);
  const mail = orderConfirmationEmail({
    orderId: order.id,
    email: order.email,
    lines: linesOf(order),
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    shippingMethod: order.shippingMethod,
    address,
    placedAt: order.createdAt,
    appUrl: env().APP_URL,
  });
  return { to: order.email, ...mail, dedupeKey: `order-confirmation:${order.id}` };
}

/** "Shipped": the parcel is on its way. */
export function shippedMail(order: OrderWithItems): QueuedMail {
  const mail = orderShippedEmail({ orderId: order.id, lines: linesOf(order), shippingMethod: order.shippingMethod, address: addressOf(order), appUrl: env().APP_URL });
  return { to: order.email, ...mail, dedupeKey: `order-shipped:${order.id}` };
}

/** "Cancelled": the maker cancelled the order; the money went back (refunded) or was never taken (voided). */
export function cancelledMail(order: OrderWithItems, release: "refunded" | "voided"): QueuedMail {
  const mail = orderCancelledEmail({ orderId: order.id, lines: linesOf(order), totalCents: order.totalCents, release, appUrl: env().APP_URL });
  return { to: order.email, ...mail, dedupeKey: `order-cancelled:${order.id}` };
}

/** "We could not complete your order": the capture was refused, so the order is cancelled and nothing was charged. */
export function paymentNotTakenMail(order: OrderWithItems): QueuedMail {
  const mail = orderNotCompletedEmail({ reason: { kind: "payment_not_taken" }, lines: linesOf(order), totalCents: order.totalCents, appUrl: env().APP_URL });
  return { to: order.email, ...mail, dedupeKey: `order-not-charged:${order.id}` };
}
