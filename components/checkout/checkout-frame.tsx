import Link from "next/link";
import type { ReactNode } from "react";
import { CHECKOUT_MESSAGES } from "@/components/checkout/checkout-messages";
import { buttonClass } from "@/components/ui/button-styles";

/** The checkout pages' frame: heading, the step list (current step marked for screen readers), content. */
export function CheckoutFrame({
  title,
  steps,
  current,
  children,
}: {
  title: string;
  steps: readonly string[];
  current: number;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="font-display text-4xl font-semibold sm:text-5xl">{title}</h1>
      <ol className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label="Checkout steps">
        {steps.map((step, index) => (
          <li
            key={step}
            aria-current={index === current ? "step" : undefined}
            className={index === current ? "font-semibold text-rose-deep" : "text-muted"}
          >
            {index + 1}. {step}
          </li>
        ))}
      </ol>
      <div className="mt-8">{children}</div>
    </div>
  );
}

// The cart is read in the browser, so the page is first drawn with "Loading your cart…" and then with the form or
// the empty cart. Both short states fill the screen, so the footer starts below it and nothing visible moves when
// the page learns which it is (Lighthouse measured a 0.08 layout shift of the footer before).
const shortStateClass = "mx-auto min-h-dvh max-w-xl px-4 py-20 text-center";

/** An empty cart at checkout says so and offers the shop: there is nothing to pay for. */
export function EmptyCheckout() {
  return (
    <div className={shortStateClass}>
      <h1 className="font-display text-4xl font-semibold">{CHECKOUT_MESSAGES.emptyCart}</h1>
      <Link href="/shop" className={buttonClass({ size: "lg", className: "mt-8" })}>
        Continue Shopping
      </Link>
    </div>
  );
}

/** While the cart is being read. */
export function CheckoutLoading() {
  return (
    <p role="status" className={`${shortStateClass} text-muted`}>
      Loading your cart…
    </p>
  );
}
