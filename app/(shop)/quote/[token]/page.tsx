import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button-styles";
import { readQuoteState, quoteValidUntil } from "@/lib/commissions/quotes";
import { formatUsd } from "@/lib/pricing/money";

// A quote's page is for the person it was mailed to: never indexed, and its link never passed on as a referrer.
export const metadata: Metadata = {
  title: "Your quote",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};
export const dynamic = "force-dynamic";

type QuotePageProps = { params: Promise<{ token: string }> };

const makingTime = (days: number) =>
  days === 0 ? "Ready to ship once paid" : `Made in ${days} business day${days === 1 ? "" : "s"} once paid`;

/**
 * /quote/{token}: the maker's quote, with "Accept and pay" (the checkout of its one line); expired, it offers to ask
 * again.
 */
export default async function QuotePage({ params }: QuotePageProps) {
  const { token } = await params;
  const state = await readQuoteState(token);
  return (
    <div className="mx-auto max-w-2xl px-4 py-14 sm:px-6 sm:py-20">
      <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">Custom piece</p>
      {state.kind === "open" || state.kind === "paid" ? (
        <>
          <h1 className="mt-4 font-display text-5xl font-semibold">Your quote</h1>
          <p className="mt-6 text-lg leading-relaxed whitespace-pre-line">{state.view.description}</p>
          <dl className="mt-8 grid gap-3 rounded-sm border border-line bg-ivory p-6 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-muted">Price</dt>
              <dd className="font-display text-3xl font-semibold">{formatUsd(state.view.priceCents)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Making time</dt>
              <dd className="mt-1">{makingTime(state.view.leadTimeDays)}</dd>
            </div>
          </dl>
          {state.kind === "paid" ? (
            <p
              role="status"
              className="mt-8 rounded-sm border border-emerald-700/30 bg-emerald-50 px-4 py-3 text-emerald-800"
            >
              This quote is paid. Thank you! The maker is on it, and your order confirmation is in your inbox.
            </p>
          ) : (
            <>
              <p className="mt-6 text-muted">
                Shipping and tax are added at checkout. You can accept this quote until{" "}
                {quoteValidUntil(state.view.expiresAt)}.
              </p>
              {/* Plain links: a checkout loads as a document of its own, under the policy that lets Stripe in
                  (lib/security/checkout-pages.ts). */}
              <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
                <a href={`/quote/${encodeURIComponent(token)}/checkout`} className={buttonClass()}>
                  Accept and pay
                </a>
                <a
                  href={`/quote/${encodeURIComponent(token)}/checkout/user`}
                  className="font-semibold text-rose underline underline-offset-4 hover:text-rose-deep"
                >
                  Pay with my account
                </a>
              </div>
            </>
          )}
        </>
      ) : (
        <>
          <h1 className="mt-4 font-display text-5xl font-semibold">
            {state.kind === "expired" ? "This quote has expired" : "Quote not found"}
          </h1>
          <p className="mt-6 text-lg text-muted">
            {state.kind === "expired"
              ? "Its time ran out, or the maker sent a newer one. Nothing was charged. You are welcome to ask again."
              : "This link does not open a quote. Check the link in your email, or ask for a custom piece."}
          </p>
          <Link href="/custom" className={`${buttonClass()} mt-8`}>
            Ask again
          </Link>
        </>
      )}
    </div>
  );
}
