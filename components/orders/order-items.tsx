import Image from "next/image";
import { PieceDetails } from "@/components/orders/piece-details";
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/catalog/product-image";
import type { OrderDto } from "@/lib/orders/dto";
import { formatUsd, lineTotalCents } from "@/lib/pricing/money";

// The member's order page gives each line room; the receipt after checkout keeps them compact.
const VARIANTS = {
  detail: {
    list: "divide-y divide-line",
    row: "flex gap-4 py-4",
    image: 72,
    imageClass: "size-18",
    body: "flex min-w-0 flex-1 flex-wrap items-start justify-between gap-2",
    name: "font-display text-lg leading-snug font-semibold",
    each: "text-sm text-muted",
    total: "font-semibold",
  },
  receipt: {
    list: "mt-2 divide-y divide-line",
    row: "flex gap-4 py-3",
    image: 56,
    imageClass: "size-14",
    body: "flex flex-1 justify-between gap-3 text-sm",
    name: "font-medium",
    each: "text-muted",
    total: "tabular-nums",
  },
} as const;

/** An order's lines as sold: the picture, the name, price × quantity and the line's total. */
export function OrderItems({ items, variant }: { items: OrderDto["orderItems"]; variant: keyof typeof VARIANTS }) {
  const look = VARIANTS[variant];
  return (
    <ul className={look.list}>
      {items.map((item) => (
        <li key={item.id} data-testid="order-item" className={look.row}>
          <Image
            src={item.product.images[0] ?? PLACEHOLDER_PRODUCT_IMAGE}
            alt=""
            width={look.image}
            height={look.image}
            className={`${look.imageClass} shrink-0 rounded-sm bg-sand object-cover`}
          />
          <div className={look.body}>
            <div>
              <p className={look.name}>{item.product.name}</p>
              {item.custom ? <p className="text-sm text-muted">Custom piece, made for you</p> : null}
              <PieceDetails line={item} />
              <p className={look.each}>
                {formatUsd(item.priceCents)} × {item.quantity}
              </p>
            </div>
            <p className={look.total}>{formatUsd(lineTotalCents(item))}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
