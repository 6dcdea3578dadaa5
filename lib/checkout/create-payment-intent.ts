import "server-only";
import { getAddressForUserOrThrow } from "@/lib/addresses/queries";
import { getCart } from "@/lib/cart/server-cart";
import { snapshotGuestAddress, snapshotSavedAddress } from "@/lib/checkout/draft-address";
import { openCheckout, type CheckoutPlan } from "@/lib/checkout/open-checkout";
import { priceItems, subtotalOf } from "@/lib/checkout/priced-items";
import type {
  GuestPaymentIntentInput,
  MemberPaymentIntentInput,
  PaymentIntentAnswer,
  PaymentIntentPayload,
} from "@/lib/checkout/schemas";
import { db } from "@/lib/db";
import { NotFoundError, UnauthorizedError, ValidationError } from "@/lib/http/errors";
import { checkoutTotals } from "@/lib/pricing/tax";

export type { PaymentIntentAnswer } from "@/lib/checkout/schemas";

/**
 * A guest's payment intent: the lines priced from the database, stock checked, shipping by method and tax by the
 * address's state; prices, costs and tax in the payload are ignored. The draft keeps the address for the order.
 */
async function createGuestPaymentIntent(input: GuestPaymentIntentInput): Promise<PaymentIntentAnswer> {
  const items = await priceItems(input.guestCartItems);
  const shippingAddress = snapshotGuestAddress(input.shippingAddress);
  const plan: CheckoutPlan = {
    userId: null,
    email: input.email,
    items,
    shippingAddressId: null,
    shippingAddress,
    shippingMethod: input.shippingInfo.method,
    totals: checkoutTotals({ subtotalCents: subtotalOf(items), method: input.shippingInfo.method, state: shippingAddress.state }),
  };
  return openCheckout(plan);
}

/**
 * A member's payment intent for their server cart, shipped to one of their own addresses (404 for anyone
 * else's, the same answer as for a missing one). The session names the member, never the payload.
 */
async function createMemberPaymentIntent(userId: string, input: MemberPaymentIntentInput): Promise<PaymentIntentAnswer> {
  const address = await getAddressForUserOrThrow(userId, input.metadata.shipping_address_id);
  const [member, cart] = await Promise.all([db.user.findUnique({ where: { id: userId }, select: { email: true } }), getCart(userId)]);
  if (!member) throw new NotFoundError("Account not found", "user_not_found");
  if (cart.items.length === 0) {
    throw new ValidationError("Your cart is empty", [{ path: "cart", message: "Your cart is empty" }]);
  }
  const items = await priceItems(cart.items);
  const plan: CheckoutPlan = {
    userId,
    email: member.email,
    items,
    shippingAddressId: address.id,
    shippingAddress: snapshotSavedAddress(address),
    shippingMethod: input.shippingInfo.method,
    totals: checkoutTotals({ subtotalCents: subtotalOf(items), method: input.shippingInfo.method, state: address.state }),
  };
  return openCheckout(plan);
}

/**
 * POST /api/payments/create-payment-intent for either payload (docs/api.md). A payload naming an address by
 * `metadata.shipping_address_id` is a member's and needs a session (401 without); any other is a guest's and is
 * checked out as a guest (the guest page's cart is the browser's), session or not.
 */
export async function createPaymentIntent(input: PaymentIntentPayload, caller: { userId: string } | null): Promise<PaymentIntentAnswer> {
  if (input.payer === "guest") return createGuestPaymentIntent(input);
  if (!caller) throw new UnauthorizedError("Please log in to check out with your saved addresses.");
  return createMemberPaymentIntent(caller.userId, input);
}
