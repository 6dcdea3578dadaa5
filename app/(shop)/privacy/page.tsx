import type { Metadata } from "next";
import Link from "next/link";
import { LegalPage } from "@/components/shop/legal-page";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { contactEmail } from "@/lib/shop-contact";

export const metadata: Metadata = pageMetadata({
  title: "Privacy",
  description:
    "What Atelier keeps about you, why, and for how long: only what it takes to make, ship and support your order. No ads, no trackers, no selling.",
  path: "/privacy",
});

/** /privacy: what a one-person shop keeps about its customers, in plain words. Linked from the checkout. */
export default async function PrivacyPage() {
  const email = await contactEmail();

  return (
    <LegalPage title="Privacy" updated="27 November 2026">
      <p>
        Atelier is one maker selling handmade jewelry. We keep only what it takes to make, ship and support your order,
        we never sell it, and you can delete your account yourself or ask us to delete what we hold.
      </p>

      <h2>What we keep</h2>
      <ul>
        <li>
          <strong>When you order:</strong> your email, name, shipping address and phone number (the carrier may need
          it), the pieces you bought and what you paid.
        </li>
        <li>
          <strong>If you open an account:</strong> your name, email, a one-way hash of your password (never the password
          itself), your saved addresses and your order history.
        </li>
        <li>
          <strong>When you write to us:</strong> your message and our reply.
        </li>
      </ul>

      <h2>Payments</h2>
      <p>
        Card payments are handled by our payment provider, Stripe. Your card number goes straight to them; we never see
        or store it. We only learn whether the payment succeeded.
      </p>

      <h2>Cookies and your browser</h2>
      <p>
        We use cookies only to keep you signed in, and your browser’s local storage to remember a guest cart. There are
        no advertising or analytics trackers on this site. The only outside code that runs here is Stripe’s, on the
        payment step of the checkout.
      </p>

      <h2>Who else sees it</h2>
      <ul>
        <li>Stripe, to take your payment.</li>
        <li>The shipping carrier, who needs your name, address and phone to deliver.</li>
        <li>Our email provider, to send order confirmations, shipping updates and sign-in codes.</li>
      </ul>
      <p>Nobody else. We do not sell or rent customer information, and we only send newsletters to people who ask.</p>

      <h2>How long we keep it</h2>
      <p>
        Order records are kept as long as tax and accounting rules require. Account details stay until you delete your
        account (<Link href="/account/profile">Profile</Link>, “Delete Account”, with your password) or ask us to remove
        them. Deleting it removes your sign-in, saved addresses, cart, back-in-stock alerts and newsletter subscription
        at once; your past orders stay for the books, no longer linked to an account.
      </p>

      <h2>Your choices</h2>
      <p>
        You can ask for a copy of what we hold about you, have it corrected, or have it deleted where the law allows:
        write to <a href={`mailto:${email}`}>{email}</a> and we will answer within 24-48 hours. See also our{" "}
        <Link href="/terms">terms of sale</Link>.
      </p>
    </LegalPage>
  );
}
