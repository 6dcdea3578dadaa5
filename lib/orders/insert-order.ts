import "server-only";
import { holdAddress } from "@/lib/addresses/queries";
import { removePurchasedLines } from "@/lib/cart/purchased-lines";
import type { PieceChoice } from "@/lib/catalog/pieces";
import { takeStock } from "@/lib/catalog/stock";
import type { Tx } from "@/lib/db";
import type { ShippingMethod } from "@/lib/generated/prisma/enums";
import type { OrderWithItems, ShippingAddressSnapshot } from "@/lib/orders/dto";
import { recordOrderEvents } from "@/lib/orders/events";
import { chargedTotalsOf, type ChargedTotals } from "@/lib/pricing/totals";

/**
 * One line of an order as sold: the product's name, pictures and price at the moment of the purchase, the size or
 * length and the buyer's text ("" for none), and how long it takes to make.
 */
type OrderLineSnapshot = PieceChoice & {
  /** Null for a commission's custom line. */
  productId: string | null;
  custom: boolean;
  name: string;
  images: string[];
  unitPriceCents: number;
  quantity: number;
};

/** Everything an order is made of, fixed when the buyer's payment was authorized. Amounts in cents. */
export type OrderSnapshot = ChargedTotals & {
  userId: string | null;
  email: string;
  lines: readonly OrderLineSnapshot[];
  currency: string;
  shippingMethod: ShippingMethod;
  shippingAddressId: string | null;
  shippingAddress: ShippingAddressSnapshot;
  paymentIntentId: string;
  /** The rate applied (parts per million) and its source (lib/tax/rule.ts): kept, so settings never change it. */
  taxRatePpm: number;
  taxSource: string;
  /** The dates promised at checkout (null for a checkout from before the shop made promises). */
  shipBy: Date | null;
  deliveryFrom: Date | null;
  deliveryTo: Date | null;
};

/**
 * Inside the caller's transaction: writes the order as `pending` with its payment `authorized` (the money is held,
 * not yet taken), clears the bought lines from the member's cart, and takes the pieces (StockShortage, rolling
 * everything back, when one ran out). The confirmation goes out once the payment is captured (markOrderPaid).
 * Answers the order as written, with its items, so the caller need not read it back.
 */
export async function insertOrder(tx: Tx, order: OrderSnapshot): Promise<OrderWithItems> {
  // The order row, then its items in one statement: two round trips, where a nested create would read the order back.
  const created = await tx.order.create({
    data: {
      userId: order.userId,
      email: order.email,
      status: "pending",
      paymentStatus: "authorized",
      ...chargedTotalsOf(order),
      taxRatePpm: order.taxRatePpm,
      taxSource: order.taxSource,
      currency: order.currency,
      shippingMethod: order.shippingMethod,
      // A deleted address does not stop a paid order: the order keeps its own snapshot of the address.
      shippingAddressId: order.shippingAddressId ? await holdAddress(tx, order.shippingAddressId) : null,
      shippingAddress: order.shippingAddress,
      paymentIntentId: order.paymentIntentId,
      shipBy: order.shipBy,
      deliveryFrom: order.deliveryFrom,
      deliveryTo: order.deliveryTo,
    },
  });
  const items = await tx.orderItem.createManyAndReturn({
    data: order.lines.map((line) => ({
      orderId: created.id,
      productId: line.productId,
      custom: line.custom,
      productName: line.name,
      productImages: line.images,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      variantId: line.variantId,
      variantName: line.variantName,
      variantLabel: line.variantLabel,
      personalization: line.personalization || null,
      leadTimeDays: line.leadTimeDays,
    })),
  });
  await recordOrderEvents(tx, created.id, [
    { actor: "buyer", type: "placed", to: "pending" },
    { actor: "gateway", type: "payment", to: "authorized" },
  ]);
  // A commission's line is no piece of the catalogue: no cart line to clear, no stock to take.
  const pieces = order.lines.flatMap((line) =>
    line.productId === null ? [] : [{ ...line, productId: line.productId }],
  );
  if (order.userId) await removePurchasedLines(tx, order.userId, pieces);
  // Last: each product row stays locked from its stock update to the commit, and every other buyer of the piece
  // waits for that lock, so the wait is kept to the end of the transaction.
  await takeStock(tx, pieces);
  return { ...created, items: items.sort((a, b) => (a.id < b.id ? -1 : 1)) };
}
