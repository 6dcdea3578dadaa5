import type { Db } from "../../lib/db-client";
import type { OrderStatus, PaymentStatus } from "../../lib/generated/prisma/enums";
import { createOrder } from "../factories/orders";

export const DAY_MS = 24 * 60 * 60 * 1000;

type Piece = { id: string; name: string; images: string[] };

/**
 * An order of `pieces` marked delivered at `deliveredAt`, with the status event the desk writes when it is (the
 * invitation reads when delivery happened from it). `status` and `paymentStatus` let a test spoil it afterwards.
 */
export async function deliveredOrder(
  db: Db,
  input: {
    email: string;
    pieces: readonly Piece[];
    deliveredAt: Date;
    userId?: string;
    variantLabel?: string;
    status?: OrderStatus;
    paymentStatus?: PaymentStatus;
  },
) {
  const order = await createOrder(db, {
    email: input.email,
    userId: input.userId,
    status: input.status ?? "delivered",
    paymentStatus: input.paymentStatus ?? "captured",
    items: input.pieces.map((product) => ({
      product,
      unitPriceCents: 4_500,
      quantity: 1,
      variantName: input.variantLabel ? "Ring size" : null,
      variantLabel: input.variantLabel ?? null,
    })),
  });
  await db.orderEvent.create({
    data: {
      orderId: order.id,
      at: input.deliveredAt,
      actor: "maker@example.test",
      type: "status",
      from: "shipped",
      to: "delivered",
    },
  });
  return order;
}

/** The review link's token in a mail's text. */
export function reviewTokenIn(text: string): string {
  const token = /\/reviews\/new\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no review link in: ${text}`);
  return token;
}
