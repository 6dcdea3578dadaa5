import { randomUUID } from "node:crypto";
import type { Db } from "../../lib/db-client";
import type { OrderStatus, PaymentStatus, ShippingMethod } from "../../lib/generated/prisma/enums";

/** A line as checkout snapshots it; `product` links the row (and supplies name and images unless given). */
export type OrderItemInput = {
  product?: { id: string; name: string; images: string[] };
  name?: string;
  images?: string[];
  unitPriceCents: number;
  quantity: number;
  /** Business days to make it: a made-to-order line waits in the maker's queue until the order ships. */
  leadTimeDays?: number;
  /** The size or length as sold (its id when the variant exists, "Ring size", "7"), and the buyer's text. */
  variantId?: string | null;
  variantName?: string | null;
  variantLabel?: string | null;
  personalization?: string | null;
  /** A commission paid through its quote: no product, the quote's description as its name. */
  custom?: boolean;
};

export type OrderInput = {
  /** Omit for a guest order. */
  userId?: string;
  email: string;
  status?: OrderStatus;
  /** Defaults to what the status implies: authorized while pending, refunded once cancelled, else captured. */
  paymentStatus?: PaymentStatus;
  items: OrderItemInput[];
  shippingMethod?: ShippingMethod;
  /** Defaults to the method's cost (standard free, express $15, priority $25). */
  shippingCents?: number;
  /** Defaults to 7.25 % of the subtotal (California, the default address's state), rounded to cents. */
  taxCents?: number;
  /** The rate and source the order keeps (lib/tax/rule.ts); default California's spec rate, 7.25 %. */
  taxRatePpm?: number;
  taxSource?: string;
  /** The address book entry the order was shipped to, if any. */
  shippingAddressId?: string | null;
  /** The snapshot stored on the order; defaults to a Californian address. */
  shippingAddress?: Record<string, string | null>;
  createdAt?: Date;
  /** The payment behind the order, e.g. a succeeded test-gateway intent; defaults to a made-up unique id. */
  paymentIntentId?: string;
  /** The day it ships by, promised at checkout ("YYYY-MM-DD"); none by default, as on orders from before promises. */
  shipBy?: string | null;
};

const SHIPPING_CENTS: Record<ShippingMethod, number> = { standard: 0, express: 1_500, priority: 2_500 };

/** The snapshot shape of lib/orders/dto.ts, as checkout stores it. */
export const DEFAULT_SHIPPING_ADDRESS = {
  first_name: "Ada",
  last_name: "Lovelace",
  address_line_1: "12 Garnet Lane",
  address_line_2: "Studio 3",
  city: "Sacramento",
  state: "CA",
  postal_code: "95814",
  country: "US",
  phone: "916-555-0142",
};

/**
 * An order as a paid checkout leaves it: the order row with amounts in cents and a unique payment intent id,
 * plus one order_items row per line with the name, images and price as sold. Status defaults to processing (paid,
 * captured).
 */
export async function createOrder(db: Db, input: OrderInput) {
  const subtotalCents = input.items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  const shippingMethod = input.shippingMethod ?? "standard";
  const shippingCents = input.shippingCents ?? SHIPPING_CENTS[shippingMethod];
  const taxCents = input.taxCents ?? Math.round(subtotalCents * 0.0725);
  const status = input.status ?? "processing";
  const paymentStatus =
    input.paymentStatus ?? (status === "pending" ? "authorized" : status === "cancelled" ? "refunded" : "captured");
  return db.order.create({
    data: {
      userId: input.userId ?? null,
      email: input.email,
      status,
      paymentStatus,
      subtotalCents,
      shippingCents,
      taxCents,
      taxRatePpm: input.taxRatePpm ?? 72_500,
      taxSource: input.taxSource ?? "spec",
      totalCents: subtotalCents + shippingCents + taxCents,
      shippingMethod,
      shippingAddressId: input.shippingAddressId ?? null,
      shippingAddress: input.shippingAddress ?? DEFAULT_SHIPPING_ADDRESS,
      paymentIntentId: input.paymentIntentId ?? `pi_test_${randomUUID().replaceAll("-", "")}`,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      shipBy: input.shipBy ? new Date(`${input.shipBy}T00:00:00Z`) : null,
      items: {
        create: input.items.map((item) => ({
          productId: item.product?.id ?? null,
          productName: item.name ?? item.product?.name ?? "Unnamed piece",
          productImages: item.images ?? item.product?.images ?? [],
          unitPriceCents: item.unitPriceCents,
          quantity: item.quantity,
          leadTimeDays: item.leadTimeDays ?? 0,
          variantId: item.variantId ?? null,
          variantName: item.variantName ?? null,
          variantLabel: item.variantLabel ?? null,
          personalization: item.personalization ?? null,
          custom: item.custom ?? false,
        })),
      },
    },
    include: { items: { orderBy: { id: "asc" } } },
  });
}
