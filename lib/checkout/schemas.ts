import { z } from "zod";
import { usPhoneSchema, usPostalCodeSchema, usStateCodeSchema } from "@/lib/addresses/schemas";
import { emailSchema } from "@/lib/auth/schemas";
import { MAX_QUANTITY, personalizationTextSchema, variantIdSchema } from "@/lib/cart/schemas";
import { checkoutDiscountCodeSchema } from "@/lib/discounts/schemas";
import { isRecord } from "@/lib/is-record";
import { SHIPPING_METHOD_IDS } from "@/lib/pricing/shipping";
import type { ChargedTotals } from "@/lib/pricing/totals";
import type { TaxView } from "@/lib/tax/rule";

// Pure on purpose (zod only, no server-only): the checkout pages validate their forms with the same rules.
// Prices, shipping costs and tax a client sends are accepted so that the documented payloads parse, and then
// ignored: the server computes every amount from the database and its own tables (docs/decisions.md).

const MAX_LINES = 100;

/** A commission quote's link token, paid in place of cart lines (its one custom line at the quoted price). */
const quoteTokenSchema = z
  .string({ error: "quoteToken must be text" })
  .trim()
  .min(1, "quoteToken is required")
  .max(200, "quoteToken is too long")
  .optional();

function requiredText(label: string, max = 200) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** Amounts a client may send; their values are never used. */
const ignoredAmount = z.unknown().optional();

const productIdSchema = z.string({ error: "Product id is required" }).trim().min(1, "Product id is required").max(64);

const shippingMethodSchema = z.enum(SHIPPING_METHOD_IDS, { error: "Choose standard, express or priority shipping" });

/** The payloads' shippingInfo: only the method counts; cost and tax are the server's to compute. */
const shippingInfoSchema = z.object({ method: shippingMethodSchema, cost: ignoredAmount, taxAmount: ignoredAmount });

/**
 * The guest form's address (docs/pages.md, Guest checkout), or the shape POST /guest/checkout names
 * (fullName instead of first and last name). US only: the shop ships within the US.
 */
const guestAddressSchema = z
  .object({
    firstName: optionalText(100),
    lastName: optionalText(100),
    fullName: optionalText(200),
    address1: requiredText("Address"),
    address2: optionalText(),
    city: requiredText("City", 100),
    // The address book's rules, so a guest and a member get the same messages for the same mistake.
    state: usStateCodeSchema,
    zipCode: usPostalCodeSchema,
    country: z.literal("US", { error: "We ship within the US only" }).optional(),
    phone: usPhoneSchema,
  })
  .refine((address) => Boolean(address.fullName || (address.firstName && address.lastName)), {
    message: "First and last name are required",
    path: ["firstName"],
  });

export type GuestAddressInput = z.infer<typeof guestAddressSchema>;

const guestCartItemSchema = z.object({
  productId: productIdSchema,
  // The size or length and the buyer's text, with the cart's rules and errors (lib/catalog/line-choice.ts).
  variantId: variantIdSchema,
  personalization: personalizationTextSchema,
  quantity: z
    .number({ error: "Quantity must be a number" })
    .int("Quantity must be a whole number")
    .min(1, "Quantity must be at least 1")
    .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`),
  // The client's copy of the product (name, price) is ignored: the database's price is what is charged.
  product: z.unknown().optional(),
});

/**
 * POST /api/payments/create-payment-intent, guest, with the address so tax is priced on the server (docs/api.md).
 * The lines are the guest's cart, or, with `quoteToken`, the quote's one custom line (then guestCartItems is ignored).
 */
const guestPaymentIntentSchema = z.object({
  payer: z.literal("guest"),
  email: emailSchema,
  guestCartItems: z
    .array(guestCartItemSchema, { error: "guestCartItems must be a list" })
    .max(MAX_LINES, `At most ${MAX_LINES} different pieces per order`)
    .optional(),
  quoteToken: quoteTokenSchema,
  shippingInfo: shippingInfoSchema,
  shippingAddress: guestAddressSchema,
  discountCode: checkoutDiscountCodeSchema,
});

/**
 * POST /api/payments/create-payment-intent, member: the member's server cart, or with `quoteToken` the quote's line.
 */
const memberPaymentIntentSchema = z.object({
  payer: z.literal("member"),
  quoteToken: quoteTokenSchema,
  // Who the member is comes from the session; these two are documented payload fields (docs/api.md) and are not
  // trusted.
  userId: z.unknown().optional(),
  metadata: z.object({
    shipping_address_id: z
      .string({ error: "No shipping address selected. Please go back." })
      .trim()
      .min(1, "No shipping address selected. Please go back."),
    user_id: z.unknown().optional(),
  }),
  shippingInfo: shippingInfoSchema,
  discountCode: checkoutDiscountCodeSchema,
});

/**
 * POST /api/payments/create-payment-intent's two payloads (docs/api.md) as one schema. The API gives them no field
 * that names the payer, so one rule adds it before the union reads the payload: a payload naming a saved address in
 * `metadata` is a member's, any other a guest's. A discriminated union then reports the chosen payload's own field
 * messages (a plain union would answer only "Invalid input" for a payload that matches neither).
 */
export const paymentIntentPayloadSchema = z.preprocess(
  (body) => (isRecord(body) ? { ...body, payer: "metadata" in body ? "member" : "guest" } : body),
  z.discriminatedUnion("payer", [guestPaymentIntentSchema, memberPaymentIntentSchema]),
);

/** What a client sends: either payload as the API documents it, without the `payer` the rule above adds. */
export type PaymentIntentRequest =
  Omit<z.input<typeof guestPaymentIntentSchema>, "payer"> | Omit<z.input<typeof memberPaymentIntentSchema>, "payer">;

export type GuestPaymentIntentInput = z.infer<typeof guestPaymentIntentSchema>;
export type MemberPaymentIntentInput = z.infer<typeof memberPaymentIntentSchema>;
export type PaymentIntentPayload = z.infer<typeof paymentIntentPayloadSchema>;

const paymentIntentIdSchema = z
  .string({ error: "paymentIntentId is required" })
  .trim()
  .min(1, "paymentIntentId is required")
  .max(255);

/** POST /api/orders/checkout: only the intent counts; address, method and amounts are the draft's. */
export const memberCheckoutSchema = z.object({
  paymentIntentId: paymentIntentIdSchema,
  shippingAddressId: z.unknown().optional(),
  shippingMethod: z.unknown().optional(),
  shippingCost: ignoredAmount,
  taxAmount: ignoredAmount,
});

/** POST /api/guest/checkout: the intent and the buyer's email (which must be the draft's); the rest is the draft's. */
export const guestCheckoutSchema = z.object({
  paymentIntentId: paymentIntentIdSchema,
  email: emailSchema,
  shippingAddress: z.unknown().optional(),
  items: z.unknown().optional(),
  shippingMethod: z.unknown().optional(),
  shippingCost: ignoredAmount,
  taxAmount: ignoredAmount,
});

/** POST /api/checkout/return: the intent and its client secret, as Stripe's return URL carries them. */
export const checkoutReturnSchema = z.object({
  paymentIntentId: paymentIntentIdSchema,
  clientSecret: z.string({ error: "clientSecret is required" }).trim().min(1, "clientSecret is required").max(255),
});

/**
 * POST /api/payments/create-payment-intent's data (docs/api.md, Shapes): `amount` in cents for the payment form, plus
 * the server's figures (cents here, dollars in the answer) so the page shows exactly what will be charged.
 */
export type PaymentIntentAnswer = ChargedTotals & {
  /** The tax applied: where, at what rate, from which source, and the words the order shows for it. */
  tax: TaxView;
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  /** The day the order ships by and the days it arrives between ("YYYY-MM-DD", the shop's calendar). */
  shipBy: string | null;
  estimatedDelivery: { from: string; to: string } | null;
};
