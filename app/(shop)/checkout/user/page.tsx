import type { Metadata } from "next";
import { MemberCheckout } from "@/components/checkout/member-checkout";
import { listAddresses } from "@/lib/addresses/queries";
import { requireMemberPage } from "@/lib/http/page-session";
import { getCart } from "@/lib/cart/server-cart";

export const metadata: Metadata = { title: "Checkout", robots: { index: false, follow: false } };

// /checkout/user – member checkout: address, review, payment (docs/pages.md). Signed out → /login, back to /checkout.
export default async function MemberCheckoutPage() {
  const member = await requireMemberPage("/checkout");
  const [addresses, cart] = await Promise.all([listAddresses(member.userId), getCart(member.userId)]);
  return <MemberCheckout initialAddresses={addresses} initialItems={cart.items} />;
}
