import "server-only";
import { removePurchasedLines } from "@/lib/cart/purchased-lines";
import { takeStock } from "@/lib/catalog/stock";
import type { Tx } from "@/lib/db";
import type { ShippingMethod } from "@/lib/generated/prisma/enums";
import type { OrderWithItems, ShippingAddressSnapshot } from "@/lib/orders/dto";

/** One line of an order as sold: the product's name, pictures and price at the moment of the purchase. */
type OrderLineSnapshot = { productId: string; name: string; images: string[]; unitPriceCents: number; quantity: number };

/** Everything an order is made of, fixed when the buyer's payment was authorized. Amounts in cents. */
export type OrderSnapshot = {
  userId: string | null;
  email: string;
  lines: readonly OrderLineSnapshot[];
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  currency: string;
  shippingMethod: ShippingMethod;
  shippingAddressId: string | null;
  shippingAddress: ShippingAddressSnapshot;
  paymentIntentId: string;
};

/** The saved address the order points to, if it still exists; held (KEY SHARE) so it cannot vanish before commit. */
async function liveAddressId(tx: Tx, addressId: string | null): Promise<string | null> {
  if (!addressId) return null;
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM addresses WHERE id = ${addressId} FOR KEY SHARE`;
  // A deleted address does not stop a paid order: the order keeps its own snapshot of the address.
  return rows[0]?.id ?? null;
}

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
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
      currency: order.currency,
      shippingMethod: order.shippingMethod,
      shippingAddressId: await liveAddressId(tx, order.shippingAddressId),
      shippingAddress: order.shippingAddress,
      paymentIntentId: order.paymentIntentId,
    },
  });
  const items = await tx.orderItem.createManyAndReturn({
    data: order.lines.map((line) => ({
      orderId: created.id,
      productId: line.productId,
      productName: line.name,
      productImages: line.images,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
    })),
  });
  if (order.userId) await removePurchasedLines(tx, order.userId, order.lines.map((line) => line.productId));
  // Last: each product row stays locked from its stock update to the commit, and every other buyer of the piece
  // waits for that lock, so the wait is kept to the end of the transaction.
  await takeStock(tx, order.lines);
  return { ...created, items: items.sort((a, b) => (a.id < b.id ? -1 : 1)) };
}
