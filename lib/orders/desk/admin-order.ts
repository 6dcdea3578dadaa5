import "server-only";
import { calendarDateOf, dateIn, type CalendarDate } from "@/lib/calendar";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { NotFoundError } from "@/lib/errors";
import type { OrderStatus, PaymentStatus, ShippingMethod } from "@/lib/generated/prisma/enums";
import { shippingAddressSnapshotSchema, type ShippingAddressSnapshot } from "@/lib/orders/dto";
import { mailOutcomes } from "@/lib/email/outbox";
import { mailKindOf, type AdminOrderEventResult } from "@/lib/orders/events";
import { formatOrderNumber } from "@/lib/orders/order-display";
import { refundFiguresByOrder } from "@/lib/orders/refunds/ledger";
import { ORDER_NOT_FOUND } from "@/lib/orders/queries";
import { trackingOf, type Tracking } from "@/lib/orders/tracking";
import { chargedTotalsOf, type ChargedTotals } from "@/lib/pricing/totals";
import { keptTaxOf, type TaxView } from "@/lib/tax/rule";
import { isStorableText } from "@/lib/storable-text";

/**
 * One line as the maker makes and packs it: the piece, the size chosen, the engraving, and whether it is made to order.
 */
export type AdminOrderDetailLine = {
  id: string;
  productId: string | null;
  name: string;
  quantity: number;
  priceCents: number;
  lineTotalCents: number;
  /** "Ring size: 7", or null for a piece without sizes. */
  size: string | null;
  variantName: string | null;
  variantLabel: string | null;
  /** The buyer's text as typed, or null. */
  engraving: string | null;
  /** A commission paid through its quote (the quote's description as its name, no catalogue piece). */
  custom: boolean;
  /** Business days to make it, as promised at checkout; 0 for a piece sold ready-made. */
  leadTimeDays: number;
};

/**
 * Where the money stands. Authorized: what the card holds or held; captured: what was taken; refunded: what went
 * back (every refund that went through); remaining: what can still be refunded.
 */
export type AdminOrderPayment = {
  status: PaymentStatus;
  authorizedCents: number;
  capturedCents: number;
  refundedCents: number;
  remainingCents: number;
  /** The maker's cancellation is under way; and why the last one did not go through, if it did not. */
  cancelling: boolean;
  cancellationError: string | null;
};

/** One step of the trail; mail_sent and mail_failed are the outbox's own record of the order's mail. */
export type AdminOrderEvent = AdminOrderEventResult;

/** One order, all of it, as the admin's order page and GET /api/admin/orders/{id} show it (amounts in cents). */
export type AdminOrderDetail = ChargedTotals & {
  /** The tax as charged, with the words shown for it. */
  tax: TaxView;
  id: string;
  number: string;
  status: OrderStatus;
  createdAt: string;
  /** The member's name, or the guest's from the address; `member` false for a guest order. */
  buyer: { email: string; name: string | null; userId: string | null; member: boolean };
  shippingAddress: ShippingAddressSnapshot | null;
  shippingMethod: ShippingMethod;
  lines: AdminOrderDetailLine[];
  payment: AdminOrderPayment;
  /** The day promised at checkout, and whether it has passed with the order not yet shipped. */
  shipBy: CalendarDate | null;
  overdue: boolean;
  estimatedDelivery: { from: CalendarDate; to: CalendarDate } | null;
  tracking: Tracking | null;
  /** Oldest first. Orders from before the trail was kept have none of their own (`historyKept` false). */
  events: AdminOrderEvent[];
  historyKept: boolean;
  /** The shop's time zone, in which the page writes the trail's times. */
  timeZone: string;
};

const UNSHIPPED: readonly OrderStatus[] = ["pending", "processing"];

/** Whether a promised ship-by day has passed, in the shop's time zone, with the order not yet on its way. */
export function isOverdue(status: OrderStatus, shipBy: CalendarDate | null, now = new Date()): boolean {
  return shipBy !== null && UNSHIPPED.includes(status) && shipBy < dateIn(env().SHOP_TIME_ZONE, now);
}

/**
 * Where the money stands, from the refund ledger (lib/orders/refunds/ledger.ts): refunded is what came back
 * (succeeded),
 * remaining what can still be refunded (captured less what came back or is on its way). An order refunded in full
 * before the ledger kept each refund counts as all refunded.
 */
function paymentOf(
  order: {
    paymentStatus: PaymentStatus;
    totalCents: number;
    cancellationStartedAt: Date | null;
    cancellationError: string | null;
  },
  ledger: { refundedCents: number; heldCents: number },
): AdminOrderPayment {
  const captured = order.paymentStatus === "captured" || order.paymentStatus === "refunded" ? order.totalCents : 0;
  const refunded = order.paymentStatus === "refunded" ? Math.max(ledger.refundedCents, captured) : ledger.refundedCents;
  const held = Math.max(ledger.heldCents, refunded);
  return {
    status: order.paymentStatus,
    authorizedCents: order.totalCents,
    capturedCents: captured,
    refundedCents: refunded,
    remainingCents: Math.max(0, captured - held),
    cancelling: order.cancellationStartedAt !== null,
    cancellationError: order.cancellationError,
  };
}

/** The outbox's record of the order's mail: when each went out, or was given up on (a dead letter). */
async function mailEvents(orderId: string): Promise<AdminOrderEvent[]> {
  const mails = await mailOutcomes("order-", `:${orderId}`);
  return mails.flatMap((mail) => {
    const kind = mailKindOf(mail);
    if (mail.sentAt)
      return [{ at: mail.sentAt.toISOString(), actor: "system", type: "mail_sent", from: null, to: kind, note: null }];
    if (mail.failedAt)
      return [
        {
          at: mail.failedAt.toISOString(),
          actor: "system",
          type: "mail_failed",
          from: null,
          to: kind,
          note: mail.lastError,
        },
      ];
    return [];
  });
}

/** One order, all of it, for the admin; 404 when there is no such order. */
export async function getAdminOrder(orderId: string, now = new Date()): Promise<AdminOrderDetail> {
  const order = isStorableText(orderId)
    ? await db.order.findUnique({
        where: { id: orderId },
        include: {
          items: { orderBy: { id: "asc" } },
          events: { orderBy: [{ at: "asc" }, { id: "asc" }] },
          user: { select: { name: true } },
        },
      })
    : null;
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND, "order_not_found");
  const address = shippingAddressSnapshotSchema.safeParse(order.shippingAddress);
  const shipBy = order.shipBy ? calendarDateOf(order.shipBy) : null;
  const stored: AdminOrderEvent[] = order.events.map((event) => ({
    at: event.at.toISOString(),
    actor: event.actor,
    type: event.type,
    from: event.from,
    to: event.to,
    note: event.note,
  }));
  const events = [...stored, ...(await mailEvents(order.id))].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return {
    id: order.id,
    number: formatOrderNumber(order.id),
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    buyer: {
      email: order.email,
      name: order.user?.name ?? (address.success ? `${address.data.first_name} ${address.data.last_name}` : null),
      userId: order.userId,
      member: order.userId !== null,
    },
    shippingAddress: address.success ? address.data : null,
    shippingMethod: order.shippingMethod,
    lines: order.items.map((item) => ({
      id: item.id,
      productId: item.productId,
      name: item.productName,
      quantity: item.quantity,
      priceCents: item.unitPriceCents,
      lineTotalCents: item.unitPriceCents * item.quantity,
      size: item.variantLabel
        ? item.variantName
          ? `${item.variantName}: ${item.variantLabel}`
          : item.variantLabel
        : null,
      variantName: item.variantName,
      variantLabel: item.variantLabel,
      engraving: item.personalization,
      custom: item.custom,
      leadTimeDays: item.leadTimeDays,
    })),
    ...chargedTotalsOf(order),
    tax: keptTaxOf(order),
    payment: paymentOf(
      order,
      (await refundFiguresByOrder([order.id])).get(order.id) ?? { refundedCents: 0, heldCents: 0 },
    ),
    shipBy,
    overdue: isOverdue(order.status, shipBy, now),
    estimatedDelivery:
      order.deliveryFrom && order.deliveryTo
        ? { from: calendarDateOf(order.deliveryFrom), to: calendarDateOf(order.deliveryTo) }
        : null,
    tracking: trackingOf(order),
    events,
    historyKept: stored.some((event) => event.type === "placed"),
    timeZone: env().SHOP_TIME_ZONE,
  };
}
