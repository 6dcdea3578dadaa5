import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { QuoteCart } from "@/components/commissions/quote-cart";
import { GuestCheckout } from "@/components/checkout/guest-checkout";
import { quoteCartLine, readQuoteState } from "@/lib/commissions/quotes";

export const metadata: Metadata = {
  title: "Checkout",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};
export const dynamic = "force-dynamic";

// /quote/{token}/checkout – the guest checkout (shipping, then payment) of a quote's one line; a quote that can no
// longer be paid goes back to its page, which says why.
export default async function QuoteGuestCheckoutPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const state = await readQuoteState(token);
  if (state.kind !== "open") redirect(`/quote/${encodeURIComponent(token)}`);
  return (
    <QuoteCart line={quoteCartLine(state.quoteId, state.view)}>
      <GuestCheckout quoteToken={token} />
    </QuoteCart>
  );
}
