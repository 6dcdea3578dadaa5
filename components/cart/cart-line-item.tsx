"use client";

import Image from "next/image";
import Link from "next/link";
import { useCart } from "@/components/cart/cart-provider";
import { PieceDetails } from "@/components/orders/piece-details";
import { QuantityStepper } from "@/components/ui/quantity-stepper";
import type { CartLine } from "@/lib/cart/cart-lines";
import { lineImage } from "@/lib/cart/line-display";
import { formatUsd, lineTotalCents } from "@/lib/pricing/money";
import { productHref } from "@/lib/catalog/product-href";

// Failures are shown from the provider's error; the promise is settled here so nothing goes unhandled.
const shownByProvider = () => undefined;

/** One line of the cart sidebar: picture, name, price, minus/plus and Remove. */
export function CartLineItem({ line, onRemoved }: { line: CartLine; onRemoved: () => void }) {
  const { setQuantity, remove, closePanel } = useCart();
  function changeQuantity(quantity: number) {
    // Minus on the last piece removes the line (a line of none is no line), and focus must not vanish with it.
    const removing = quantity <= 0;
    void setQuantity(line.id, quantity).then(() => {
      if (removing) onRemoved();
    }, shownByProvider);
  }

  function removeLine() {
    void remove(line.id).then(onRemoved, shownByProvider);
  }

  return (
    <li className="flex gap-4 py-5">
      <Image
        src={lineImage(line)}
        alt=""
        width={80}
        height={80}
        className="size-20 shrink-0 rounded-sm bg-sand object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link
              href={productHref(line.productId)}
              onClick={closePanel}
              className="font-display text-lg leading-snug font-semibold hover:text-rose"
            >
              {line.name}
            </Link>
            <PieceDetails line={line} leadTime />
            <p className="text-sm text-muted">{formatUsd(line.priceCents)}</p>
          </div>
          <p className="shrink-0 text-sm font-semibold tabular-nums">
            <span className="sr-only">Line total </span>
            {formatUsd(lineTotalCents(line))}
          </p>
        </div>
        <div className="flex items-center justify-between gap-3">
          <QuantityStepper
            size="sm"
            value={line.quantity}
            label={`Quantity of ${line.name}`}
            decreaseLabel={`Decrease quantity of ${line.name}`}
            increaseLabel={`Increase quantity of ${line.name}`}
            onDecrease={() => changeQuantity(line.quantity - 1)}
            onIncrease={() => changeQuantity(line.quantity + 1)}
          />
          <button
            type="button"
            onClick={removeLine}
            aria-label={`Remove ${line.name}`}
            className="min-h-10 px-2 text-sm font-medium text-muted underline underline-offset-4 hover:text-rose"
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
