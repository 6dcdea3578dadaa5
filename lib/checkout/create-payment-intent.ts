import "server-only";
import { getAddressForUserOrThrow } from "@/lib/addresses/queries";
import { getMemberEmail } from "@/lib/auth/profile";
import { getCart } from "@/lib/cart/server-cart";
import { payableQuote, quotedPiece } from "@/lib/commissions/quotes";
import { snapshotGuestAddress, snapshotSavedAddress } from "@/lib/checkout/draft-address";
import type { DraftItem } from "@/lib/checkout/draft-shapes";
import { openCheckout, type CheckoutPlan } from "@/lib/checkout/open-checkout";
import { priceItems, subtotalOf } from "@/lib/checkout/priced-items";
import type {
  GuestPaymentIntentInput,
  MemberPaymentIntentInput,
  PaymentIntentAnswer,
  PaymentIntentPayload,
} from "@/lib/checkout/schemas";
import { priceDiscount, type DiscountBuyer } from "@/lib/discounts/redeem";
import { UnauthorizedError, ValidationError } from "@/lib/errors";
import { promiseDelivery } from "@/lib/fulfillment/ship-dates";
import type { ShippingMethodId } from "@/lib/pricing/shipping";
import { checkoutTotals, type CheckoutTotals } from "@/lib/pricing/totals";
import type { AppliedTax } from "@/lib/tax/rule";
import { taxFor } from "@/lib/tax/settings";

export type { PaymentIntentAnswer } from "@/lib/checkout/schemas";

type Pricing = {
  subtotalCents: number;
  method: ShippingMethodId;
  /** Where the parcel goes: the tax rule reads its state and ZIP. */
  destination: { state: string; postalCode: string };
  buyer: DiscountBuyer;
  discountCode: string | undefined;
};

/**
 * The totals, with the buyer's discount code taken off the subtotal when there is one (400 `invalid_discount_code`
 * saying why when it cannot be used, `discount_members_only` for a guest); tax follows on what remains.
 */
async function priceCheckout(
  pricing: Pricing,
): Promise<{ totals: CheckoutTotals; discountCode: string | null; tax: AppliedTax }> {
  const [discount, tax] = await Promise.all([
    pricing.discountCode ? priceDiscount(pricing.discountCode, pricing.buyer, pricing.subtotalCents) : null,
    taxFor(pricing.destination),
  ]);
  const totals = checkoutTotals({
    subtotalCents: pricing.subtotalCents,
    discountCents: discount?.discountCents ?? 0,
    method: pricing.method,
    taxRate: tax.ratePpm,
  });
  return { totals, discountCode: discount?.code ?? null, tax };
}

/** What a checkout pays for: cart lines, or a commission quote's one line. */
type Lines = { items: DraftItem[]; quoteId: string | null };

/**
 * A commission quote as a cart of one custom line at the quoted price, made in the quote's lead time (so the ship-by
 * follows it). 404 for a link of no quote, 409 `quote_already_paid`, 410 `quote_expired`: no intent is made for them.
 */
async function quoteLines(token: string): Promise<Lines> {
  const { quoteId, view } = await payableQuote(token);
  const line: DraftItem = { ...quotedPiece(view), productId: null, custom: true, unitPriceCents: view.priceCents };
  return { items: [line], quoteId };
}

/** The guest's cart lines priced from the database, or the quote's line when the payload names one. */
async function guestLines(input: GuestPaymentIntentInput): Promise<Lines> {
  if (input.quoteToken) return quoteLines(input.quoteToken);
  if (!input.guestCartItems?.length)
    throw new ValidationError("Your cart is empty", [{ path: "guestCartItems", message: "Your cart is empty" }]);
  return { items: await priceItems(input.guestCartItems, "guestCartItems"), quoteId: null };
}

/**
 * A guest's payment intent: the lines priced from the database, stock checked, shipping by method and tax by the
 * address's state and ZIP (lib/tax); prices, costs and tax in the payload are ignored. The draft keeps the address for the order.
 */
async function createGuestPaymentIntent(
  input: GuestPaymentIntentInput,
  browserKey: string,
): Promise<PaymentIntentAnswer> {
  const { items, quoteId } = await guestLines(input);
  const shippingAddress = snapshotGuestAddress(input.shippingAddress);
  const method = input.shippingInfo.method;
  // A guest is never a member, whatever email she types: a members-only code is refused her.
  const buyer = { email: input.email, verifiedMember: false };
  const priced = await priceCheckout({
    subtotalCents: subtotalOf(items),
    method,
    destination: { state: shippingAddress.state, postalCode: shippingAddress.postal_code },
    buyer,
    discountCode: input.discountCode,
  });
  const plan: CheckoutPlan = {
    userId: null,
    email: input.email,
    browserKey,
    items,
    shippingAddressId: null,
    shippingAddress,
    shippingMethod: input.shippingInfo.method,
    ...priced,
    promise: await promiseDelivery(items, input.shippingInfo.method),
    quoteId,
  };
  return openCheckout(plan);
}

/** The member's server cart priced from the database, or the quote's line when the payload names one. */
async function memberLines(userId: string, input: MemberPaymentIntentInput): Promise<Lines> {
  if (input.quoteToken) return quoteLines(input.quoteToken);
  const cart = await getCart(userId);
  if (cart.items.length === 0) {
    throw new ValidationError("Your cart is empty", [{ path: "cart", message: "Your cart is empty" }]);
  }
  return { items: await priceItems(cart.items, "cart"), quoteId: null };
}

/**
 * A member's payment intent for their server cart, shipped to one of their own addresses (404 for anyone
 * else's, the same answer as for a missing one). The session names the member, never the payload.
 */
async function createMemberPaymentIntent(
  userId: string,
  input: MemberPaymentIntentInput,
): Promise<PaymentIntentAnswer> {
  const address = await getAddressForUserOrThrow(userId, input.metadata.shipping_address_id);
  // A token for an account that no longer exists is a 401, as everywhere else (getMemberEmail).
  const [member, { items, quoteId }] = await Promise.all([getMemberEmail(userId), memberLines(userId, input)]);
  const method = input.shippingInfo.method;
  const buyer = { email: member.email, verifiedMember: member.verified };
  const priced = await priceCheckout({
    subtotalCents: subtotalOf(items),
    method,
    destination: { state: address.state, postalCode: address.postal_code },
    buyer,
    discountCode: input.discountCode,
  });
  const plan: CheckoutPlan = {
    userId,
    email: member.email,
    browserKey: null,
    items,
    shippingAddressId: address.id,
    shippingAddress: snapshotSavedAddress(address),
    shippingMethod: input.shippingInfo.method,
    ...priced,
    promise: await promiseDelivery(items, input.shippingInfo.method),
    quoteId,
  };
  return openCheckout(plan);
}

/**
 * POST /api/payments/create-payment-intent for either payload (docs/api.md). A payload naming an address by
 * `metadata.shipping_address_id` is a member's and needs a session (401 without); any other is a guest's and is
 * checked out as a guest (the guest page's cart is the browser's), session or not; `browserKey` names that browser
 * (lib/checkout/browser-key.ts).
 */
export async function createPaymentIntent(
  input: PaymentIntentPayload,
  caller: { userId: string } | null,
  browserKey: string,
): Promise<PaymentIntentAnswer> {
  if (input.payer === "guest") return createGuestPaymentIntent(input, browserKey);
  if (!caller) throw new UnauthorizedError("Please log in to check out with your saved addresses.");
  return createMemberPaymentIntent(caller.userId, input);
}
