import "server-only";
import { orderCancelledEmail } from "@/emails/order-cancelled";
import { orderConfirmationEmail } from "@/emails/order-confirmation";
import { orderNotCompletedEmail } from "@/emails/order-not-completed";
import { orderRefundedEmail } from "@/emails/order-refunded";
import { orderShippedEmail } from "@/emails/order-shipped";
import type { QueuedMail } from "@/lib/email/outbox";
import { calendarDateOf } from "@/lib/calendar";
import { variantText } from "@/lib/cart/line-display";
import { env } from "@/lib/env";
import { shippingAddressSnapshotSchema, type OrderWithItems } from "@/lib/orders/dto";
import { trackingOf } from "@/lib/orders/tracking";
import { chargedTotalsOf } from "@/lib/pricing/totals";
import { keptTaxOf } from "@/lib/tax/rule";

// The mails about an order, built from the order's own rows; each dedupe key makes it one per order and event.

const linesOf = (order: OrderWithItems) =>
  order.items.map((item) => ({
    name: item.productName,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    details: [variantText(item), item.personalization ? `“${item.personalization}”` : ""].filter(Boolean).join(" · "),
  }));

function addressOf(order: OrderWithItems) {
  const parsed = shippingAddressSnapshotSchema.safeParse(order.shippingAddress);
  return parsed.success ? parsed.data : null;
}

/**
 * "Order Confirmed": sent once the payment is captured; `view` is the order's read-only link (its token the mail's
 * secret).
 */
export function confirmationMail(order: OrderWithItems, view: { url: string; token: string }): QueuedMail {
  const address = addressOf(order);
  // Every order is written with a parsed snapshot; one that no longer parses is a bug, not a buyer's mistake.
  if (!address) throw new Error(`order ${order.id} has no readable shipping address`);
  const mail = orderConfirmationEmail({
    orderId: order.id,
    email: order.email,
    lines: linesOf(order),
    ...chargedTotalsOf(order),
    tax: keptTaxOf(order),
    shippingMethod: order.shippingMethod,
    address,
    placedAt: order.createdAt,
    shipBy: order.shipBy ? calendarDateOf(order.shipBy) : null,
    estimatedDelivery:
      order.deliveryFrom && order.deliveryTo
        ? { from: calendarDateOf(order.deliveryFrom), to: calendarDateOf(order.deliveryTo) }
        : null,
    viewUrl: view.url,
    appUrl: env().APP_URL,
  });
  // The view link's token is the mail's secret: stored masked, sent from the sealed copy (lib/email/seal.ts).
  return { to: order.email, ...mail, secret: view.token, dedupeKey: `order-confirmation:${order.id}` };
}

/**
 * "Shipped": the parcel is on its way, with its tracking when given; `view` is the order's read-only link (its token
 * the mail's secret).
 */
export function shippedMail(order: OrderWithItems, view: { url: string; token: string }): QueuedMail {
  const mail = orderShippedEmail({
    orderId: order.id,
    lines: linesOf(order),
    shippingMethod: order.shippingMethod,
    address: addressOf(order),
    tracking: trackingOf(order),
    viewUrl: view.url,
    appUrl: env().APP_URL,
  });
  return { to: order.email, ...mail, secret: view.token, dedupeKey: `order-shipped:${order.id}` };
}

/** "Cancelled": the maker cancelled the order; the money went back (refunded) or was never taken (voided). */
export function cancelledMail(order: OrderWithItems, release: "refunded" | "voided"): QueuedMail {
  const mail = orderCancelledEmail({
    orderId: order.id,
    lines: linesOf(order),
    totalCents: order.totalCents,
    release,
    appUrl: env().APP_URL,
  });
  return { to: order.email, ...mail, dedupeKey: `order-cancelled:${order.id}` };
}

/** "We could not complete your order": the capture was refused, so the order is cancelled and nothing was charged. */
export function paymentNotTakenMail(order: OrderWithItems): QueuedMail {
  const mail = orderNotCompletedEmail({
    reason: { kind: "payment_not_taken" },
    lines: linesOf(order),
    totalCents: order.totalCents,
    appUrl: env().APP_URL,
  });
  return { to: order.email, ...mail, dedupeKey: `order-not-charged:${order.id}` };
}

/** "Refund": the maker gave back part (or the rest) of the payment; one mail per refund. */
export function refundedMail(
  order: OrderWithItems,
  refund: { refundId: string; amountCents: number; reason: string; remainingCents: number },
): QueuedMail {
  const mail = orderRefundedEmail({
    orderId: order.id,
    amountCents: refund.amountCents,
    reason: refund.reason,
    remainingCents: refund.remainingCents,
    appUrl: env().APP_URL,
  });
  return { to: order.email, ...mail, dedupeKey: `order-refund:${refund.refundId}` };
}
