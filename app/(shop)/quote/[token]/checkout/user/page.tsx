import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { QuoteCart } from "@/components/commissions/quote-cart";
import { MemberCheckout } from "@/components/checkout/member-checkout";
import { listAddresses } from "@/lib/addresses/queries";
import { requireMemberPage } from "@/lib/http/page-session";
import { quoteCartLine, readQuoteState } from "@/lib/commissions/quotes";

export const metadata: Metadata = {
  title: "Checkout",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};
export const dynamic = "force-dynamic";

// /quote/{token}/checkout/user – the member checkout (address, review, payment) of a quote's one line; signed out →
// /login and back here. The member's cart is left as it is.
export default async function QuoteMemberCheckoutPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const path = `/quote/${encodeURIComponent(token)}`;
  const member = await requireMemberPage(`${path}/checkout/user`);
  const state = await readQuoteState(token);
  if (state.kind !== "open") redirect(path);
  const line = quoteCartLine(state.quoteId, state.view);
  return (
    <QuoteCart line={line}>
      <MemberCheckout initialAddresses={await listAddresses(member.userId)} initialItems={[line]} quoteToken={token} />
    </QuoteCart>
  );
}
