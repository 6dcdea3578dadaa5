import type { Metadata } from "next";
import Link from "next/link";
import { LegalPage } from "@/components/shop/legal-page";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { contactEmail } from "@/lib/shop-contact";

export const metadata: Metadata = pageMetadata({
  title: "Terms of sale",
  description:
    "How buying from Atelier works: handmade pieces, prices in US dollars, shipping within the US, returns, custom orders and what happens if something goes wrong.",
  path: "/terms",
});

/** /terms: the terms of sale of a one-person shop, short and plain. Linked from the checkout. */
export default async function TermsPage() {
  const email = await contactEmail();

  return (
    <LegalPage title="Terms of sale" updated="22 November 2026">
      <p>
        These terms cover what you buy from Atelier. Placing an order means you accept them. If anything here is
        unclear, <a href={`mailto:${email}`}>write to us</a> before you buy.
      </p>

      <h2>Handmade means a little different</h2>
      <p>
        Every piece is made by hand in small batches. Beads, stones and hand-shaped wire vary slightly in colour, size
        and finish, so your piece may differ a little from the photos. That is part of it, not a fault.
      </p>

      <h2>Prices and payment</h2>
      <p>
        Prices are in US dollars. Sales tax, where it is due for the address you ship to, and the shipping cost are
        shown before you pay. Your card is charged when you place the order.
      </p>

      <h2>Shipping</h2>
      <p>We ship within the United States only.</p>
      <ul>
        <li>
          <strong>Standard:</strong> free, 5-7 business days.
        </li>
        <li>
          <strong>Express:</strong> $15, 3 business days.
        </li>
        <li>
          <strong>Priority:</strong> $25, 1-2 business days.
        </li>
      </ul>

      <h2>When a piece sells out</h2>
      <p>
        Many pieces are one of a kind. If two people buy the last one at the same moment, only one order goes through;
        the other payment is cancelled or refunded in full, and we email you to say so.
      </p>

      <h2>Returns</h2>
      <p>
        Changed your mind? Write to us within 14 days of delivery and send the piece back unworn, in its original
        packaging, and we refund the price of the piece once it arrives. Return postage is yours. Custom pieces are made
        for you alone and cannot be returned unless they are faulty.
      </p>

      <h2>If something is wrong</h2>
      <p>
        If your order arrives damaged or is not what you ordered, email us within 7 days with a photo. We will repair
        it, replace it or refund you, and pay the postage.
      </p>

      <h2>Custom orders</h2>
      <p>
        Custom pieces are agreed in writing, usually in an Instagram message: we confirm the design and the price before
        we start, and begin once it is paid.
      </p>

      <h2>Your account</h2>
      <p>
        Keep your password to yourself; you are responsible for orders placed from your account. Our{" "}
        <Link href="/privacy">privacy notice</Link> explains what we keep about you.
      </p>

      <h2>Our responsibility</h2>
      <p>
        As far as the law allows, our responsibility for any order is limited to the price you paid for it. Nothing here
        takes away rights you have as a consumer.
      </p>
    </LegalPage>
  );
}
