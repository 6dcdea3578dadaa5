import "server-only";
import type { Tx } from "@/lib/db";
import { ConflictError } from "@/lib/errors";
import { formatOrderNumber } from "@/lib/orders/order-display";

/** The account being deleted: its orders, and the guest orders placed with its email that no account holds. */
export type ErasedBuyer = { id: string; email: string };

/**
 * Inside the account deletion's transaction: the buyer is erased from her orders, which stay in the books. Each keeps
 * its amounts, lines, dates, tracking and the state, ZIP and country it shipped to (the sales-tax report's); her
 * name, street, city, phone, email and the texts she had engraved go, and `erasedAt` marks it, so no later sign-up
 * with that email joins it. 409 `order_not_shipped` while one is not yet on its way (pending or processing, a
 * cancellation under way included): the maker still needs her address to send it, and nothing is erased.
 */
export async function eraseBuyerFromOrders(tx: Tx, buyer: ErasedBuyer): Promise<number> {
  const open = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM orders
     WHERE erased_at IS NULL AND (user_id = ${buyer.id} OR (user_id IS NULL AND lower(email) = lower(${buyer.email})))
       AND status IN ('pending', 'processing')
     ORDER BY created_at`;
  if (open.length > 0) {
    const numbers = open.map((order) => `#${formatOrderNumber(order.id)}`).join(", ");
    const message =
      open.length === 1
        ? `Your order ${numbers} has not shipped yet. You can delete your account once it is on its way.`
        : `Your orders ${numbers} have not shipped yet. You can delete your account once they are on their way.`;
    throw new ConflictError(message, "order_not_shipped");
  }
  // The status is asked again here: an order written for her since the check above is an order in flight, left whole.
  const erased = await tx.$queryRaw<{ id: string }[]>`
    UPDATE orders
       SET email = '', user_id = NULL, erased_at = now(), updated_at = now(),
           shipping_address = jsonb_build_object(
             'first_name', '', 'last_name', '', 'address_line_1', '', 'address_line_2', NULL, 'city', '', 'phone', '',
             'state', shipping_address -> 'state', 'postal_code', shipping_address -> 'postal_code',
             'country', COALESCE(shipping_address -> 'country', '"US"'::jsonb))
     WHERE erased_at IS NULL AND (user_id = ${buyer.id} OR (user_id IS NULL AND lower(email) = lower(${buyer.email})))
       AND status NOT IN ('pending', 'processing')
     RETURNING id`;
  if (erased.length > 0)
    await tx.orderItem.updateMany({
      where: { orderId: { in: erased.map((order) => order.id) } },
      data: { personalization: null },
    });
  return erased.length;
}
