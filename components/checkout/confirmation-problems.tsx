// The confirmation page's messages when there is no order to show. No server-only imports: the page that
// brings a buyer back from a payment method shows them from the browser too.
import Link from "next/link";
import { RedirectHome } from "@/components/checkout/redirect-home";
import { buttonClass } from "@/components/ui/button-styles";

/** The page's title and its problem, said once to a screen reader as it appears. */
function ProblemHeading({ title, message }: { title: string; message: string }) {
  return (
    <>
      <h1 className="font-display text-4xl font-semibold">{title}</h1>
      <p role="alert" className="mt-4 text-muted">
        {message}
      </p>
    </>
  );
}

/** A confirmation page without an order: the problem, said once, then home after 3 seconds. */
export function ConfirmationProblem({ title, message }: { title: string; message: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <ProblemHeading title={title} message={message} />
      <p className="mt-2 text-sm text-muted">Taking you to the home page…</p>
      <Link href="/" className={buttonClass({ variant: "outline", size: "md", className: "mt-8" })}>
        Go Home
      </Link>
      <RedirectHome />
    </div>
  );
}

/**
 * A payment that did not become an order: why (a decline, or a checkout that ended; the card was not charged), and the
 * way back.
 */
export function PaymentNotCompleted({
  title,
  message,
  checkoutHref,
}: {
  title: string;
  message: string;
  checkoutHref: string;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <ProblemHeading title={title} message={message} />
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={checkoutHref} className={buttonClass({ size: "md" })}>
          Back to checkout
        </Link>
        <Link href="/shop" className={buttonClass({ variant: "outline", size: "md" })}>
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}
