import "server-only";
import { db, type Db } from "@/lib/db";

// What lib/reviews may know of an order to let its buyer review it: the lines that are pieces of the shop (a
// commission's custom line has no product page to review), the address its mail goes to, and whether the order
// still stands (delivered, not refunded in full, not erased).

/** One line a buyer may review: the piece, the name and photo it was sold with, the size bought. */
export type ReviewableLine = {
  id: string;
  productId: string;
  name: string;
  image: string | null;
  variantLabel: string | null;
};

export type ReviewableOrder = {
  id: string;
  email: string;
  userId: string | null;
  /** Delivered, not fully refunded, not erased by an account deletion: a purchase that still proves itself. */
  standing: boolean;
  lines: ReviewableLine[];
};

/** The order as a review sees it, or null when there is none. `reader`: the caller's transaction, or the pool. */
export async function findReviewableOrder(
  orderId: string,
  reader: Pick<Db, "order"> = db,
): Promise<ReviewableOrder | null> {
  const order = await reader.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      email: true,
      userId: true,
      status: true,
      paymentStatus: true,
      erasedAt: true,
      items: {
        where: { custom: false, productId: { not: null } },
        orderBy: { id: "asc" },
        select: { id: true, productId: true, productName: true, productImages: true, variantLabel: true },
      },
    },
  });
  if (!order) return null;
  return {
    id: order.id,
    email: order.email,
    userId: order.userId,
    standing: order.status === "delivered" && order.paymentStatus !== "refunded" && order.erasedAt === null,
    lines: order.items.flatMap((item) =>
      item.productId === null
        ? []
        : [
            {
              id: item.id,
              productId: item.productId,
              name: item.productName,
              image: item.productImages[0] ?? null,
              variantLabel: item.variantLabel,
            },
          ],
    ),
  };
}

/** Whether this is the member's own order, delivered and standing: where her order page offers "Write a review". */
export async function deliveredOrderOfUser(userId: string, orderId: string): Promise<boolean> {
  const order = await db.order.findFirst({
    where: { id: orderId, userId, status: "delivered", paymentStatus: { not: "refunded" }, erasedAt: null },
    select: { id: true },
  });
  return order !== null;
}
