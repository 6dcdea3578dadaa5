// Shared rules: what the Shipping, Returns and FAQ pages say until the maker writes her own (in /admin/pages). The
// figures are the shop's own (lib/pricing/shipping.ts), so the starting text is true of this shop on its first day.
import { SHIPPING_METHODS } from "@/lib/pricing/shipping";
import { formatUsd } from "@/lib/pricing/money";
import type { ShopPageSlug } from "@/lib/shop-pages/schemas";

function methodLine(method: (typeof SHIPPING_METHODS)[keyof typeof SHIPPING_METHODS]): string {
  const cost = method.costCents === 0 ? "free" : formatUsd(method.costCents);
  return `- **${method.label}:** ${cost}, ${method.transit} once your piece leaves the studio.`;
}

const SHIPPING = `Every piece is packed by hand in the studio and sent with tracking. We ship within the United States only.

## How long it takes

Pieces ready to ship leave the studio on the business day you order. Made-to-order pieces are made for you first: the product page and your order confirmation say the day your piece ships by.

${Object.values(SHIPPING_METHODS).map(methodLine).join("\n")}

## Tracking

When your parcel leaves, we email you the carrier and the tracking number.

## Questions

Write to us from the [contact page](/contact) and we answer within two business days.`;

const RETURNS = `Changed your mind? You can return a piece within 14 days of delivery.

## How to return

1. Write to us from the [contact page](/contact) with your order number.
2. Send the piece back unworn, in its original packaging.
3. We refund the price of the piece once it arrives. Return postage is yours.

## What cannot be returned

Engraved, personalized and custom pieces are made for you alone and cannot be returned unless they are faulty.

## If something is wrong

If your order arrives damaged or is not what you ordered, email us within 7 days with a photo. We will repair it, replace it or refund you, and pay the postage.`;

const FAQ = `## Are the pieces really handmade?

Yes: every piece is made by one maker, by hand, in a small studio.

## What are they made of?

Each product page names the metals and stones. Ask us if you need to know more, for example about allergies.

## Can I have a piece in another size?

Rings come in the sizes their page lists. Write to us from the [contact page](/contact) for anything else.

## Do you make custom pieces?

Yes. Tell us what you would like from the [contact page](/contact) and we reply with a design and a price.

## How do I care for my jewelry?

Keep it dry, away from perfume and lotions, and store each piece on its own so they do not scratch one another.`;

/** The starting title and Markdown text of each page. */
export const STARTING_TEXT: Record<ShopPageSlug, { title: string; body: string }> = {
  shipping: { title: "Shipping", body: SHIPPING },
  returns: { title: "Returns", body: RETURNS },
  faq: { title: "Frequently asked questions", body: FAQ },
};
