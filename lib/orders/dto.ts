import "server-only";
import { z } from "zod";
import { calendarDateOf } from "@/lib/calendar";
import type { Order, OrderItem } from "@/lib/generated/prisma/client";
import type { OrderStatus, ShippingMethod } from "@/lib/generated/prisma/enums";
import { trackingOf, type Tracking } from "@/lib/orders/tracking";
import { chargedTotalsOf, type ChargedTotals } from "@/lib/pricing/totals";
import { keptTaxOf, type TaxView } from "@/lib/tax/rule";

/**
 * The address an order ships to, as stored in `orders.shipping_address` (JSON) at purchase: the address book's
 * snake_case fields (docs/api.md, Shapes) without id and default flag. Checkout writes this shape for members and
 * guests alike, so later edits or deletions in the address book never change a past order.
 */
export const shippingAddressSnapshotSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  address_line_1: z.string(),
  address_line_2: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string().default("US"),
  phone: z.string(),
});

export type ShippingAddressSnapshot = z.infer<typeof shippingAddressSnapshotSchema>;

/**
 * One line of an order as sold (docs/api.md, Shapes): unit price in cents, name and images from the snapshot, the size
 * or length and the buyer's text as they were.
 */
export type OrderItemDto = {
  id: string;
  productId: string | null;
  /** A commission paid through its quote: no product (productId null), the quote's description as its name. */
  custom: boolean;
  variantId: string | null;
  variantName: string | null;
  variantLabel: string | null;
  personalization: string | null;
  leadTimeDays: number;
  priceCents: number;
  quantity: number;
  product: { name: string; images: string[] };
};

/** An order as the API and the account pages present it (docs/api.md, Shapes), amounts in cents. */
export type OrderDto = ChargedTotals & {
  id: string;
  /** The tax as charged: rate, source and the words shown for it ("Sales tax (CA 94105, 8.625 %)"). */
  tax: TaxView;
  status: OrderStatus;
  shippingMethod: ShippingMethod;
  createdAt: string;
  email: string;
  shippingAddressId: string | null;
  shippingAddress: ShippingAddressSnapshot | null;
  /** The day it ships by and the days it arrives between ("YYYY-MM-DD"), as promised at checkout; null before. */
  shipBy: string | null;
  estimatedDelivery: { from: string; to: string } | null;
  /** The parcel's carrier, number and link once shipped with tracking; null otherwise. */
  tracking: Tracking | null;
  orderItems: OrderItemDto[];
};

/** An order row with its item rows, as `orderWithItems` loads it. */
export type OrderWithItems = Order & { items: OrderItem[] };

/** Prisma `include` that loads what toOrderDto needs, items in a stable order. */
export const orderWithItems = { items: { orderBy: { id: "asc" } } } as const;

function toShippingAddress(value: unknown): ShippingAddressSnapshot | null {
  // shippingAddress is optional in the API (docs/api.md); a snapshot that does not parse is shown as absent, not as an
  // error.
  const parsed = shippingAddressSnapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function toOrderItemDto(item: OrderItem): OrderItemDto {
  return {
    id: item.id,
    productId: item.productId,
    custom: item.custom,
    variantId: item.variantId,
    variantName: item.variantName,
    variantLabel: item.variantLabel,
    personalization: item.personalization,
    leadTimeDays: item.leadTimeDays,
    priceCents: item.unitPriceCents,
    quantity: item.quantity,
    // From the order_items snapshot, never the live product: a renamed or deleted piece still reads as sold.
    product: { name: item.productName, images: item.productImages },
  };
}

/** Map an order row with its items to the public order shape. */
export function toOrderDto(order: OrderWithItems): OrderDto {
  return {
    id: order.id,
    status: order.status,
    ...chargedTotalsOf(order),
    tax: keptTaxOf(order),
    shippingMethod: order.shippingMethod,
    createdAt: order.createdAt.toISOString(),
    email: order.email,
    shippingAddressId: order.shippingAddressId,
    shippingAddress: toShippingAddress(order.shippingAddress),
    shipBy: order.shipBy ? calendarDateOf(order.shipBy) : null,
    estimatedDelivery:
      order.deliveryFrom && order.deliveryTo
        ? { from: calendarDateOf(order.deliveryFrom), to: calendarDateOf(order.deliveryTo) }
        : null,
    tracking: trackingOf(order),
    orderItems: order.items.map(toOrderItemDto),
  };
}
