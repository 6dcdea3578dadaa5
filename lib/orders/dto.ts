import "server-only";
import { z } from "zod";
import type { Order, OrderItem } from "@/lib/generated/prisma/client";
import type { OrderStatus, ShippingMethod } from "@/lib/generated/prisma/enums";

/**
 * The address an order ships to, as stored in `orders.shipping_address` (JSON) at purchase: the address book's
 * snake_case fields (docs/api.md, Shapes) without id and default flag. Checkout writes this shape for members and
 * guests alike, so later edits or deletions in the address book never change a past order.
 */
export const shippingAddressSnapshotSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string().nullish().transform((value) => value ?? null),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string().default("US"),
  phone: z.string(),
});

export type ShippingAddressSnapshot = z.infer<typeof shippingAddressSnapshotSchema>;

/** One line of an order as sold (docs/api.md, Shapes): unit price in cents, name and images from the snapshot. */
type OrderItemDto = {
  id: string;
  productId: string | null;
  priceCents: number;
  quantity: number;
  product: { name: string; images: string[] };
};

/** An order as the API and the account pages present it (docs/api.md, Shapes), amounts in cents. */
export type OrderDto = {
  id: string;
  status: OrderStatus;
  totalCents: number;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  shippingMethod: ShippingMethod;
  createdAt: string;
  email: string;
  shippingAddressId: string | null;
  shippingAddress: ShippingAddressSnapshot | null;
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
    totalCents: order.totalCents,
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    shippingMethod: order.shippingMethod,
    createdAt: order.createdAt.toISOString(),
    email: order.email,
    shippingAddressId: order.shippingAddressId,
    shippingAddress: toShippingAddress(order.shippingAddress),
    orderItems: order.items.map(toOrderItemDto),
  };
}
