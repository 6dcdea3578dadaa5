import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button-styles";
import { controlClass, FormField } from "@/components/ui/form-field";
import { Notice } from "@/components/ui/notice";
import { ORDER_LOOKUP_MESSAGE } from "@/lib/orders/buyer/lookup";

export const metadata: Metadata = {
  title: "Track an order",
  description: "Find an order placed without an account: we email a link to see its status, ship-by date and tracking.",
};

// A Map, not an object: `?problem=constructor` must find nothing, not Object's own constructor.
const PROBLEMS = new Map<string, string>([
  ["email", "That email address does not look right. Please enter it again."],
  ["number", "The order number is the 8 letters and digits after # in your confirmation email. Please enter it again."],
  ["busy", "Too many lookups from here just now. Please try again in a little while."],
]);

type Search = { sent?: string | string[]; problem?: string | string[] };

// /orders/lookup – "Track an order" from the footer: a plain form (no script) to POST /api/guest/orders/lookup/form,
// which comes back here saying the same for every email and number, or what to fix
export default async function OrderLookupPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { sent, problem } = await searchParams;
  const trouble = typeof problem === "string" ? PROBLEMS.get(problem) : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-20">
      <h1 className="font-display text-4xl font-semibold">Track an order</h1>
      <p className="mt-4 text-muted">
        Enter the email address you ordered with and the order number from your confirmation email. If they match an
        order, we email you a link to see where it is: valid for 30 minutes.
      </p>
      <div className="mt-6 empty:hidden">
        {trouble ? (
          <Notice tone="error">{trouble}</Notice>
        ) : sent ? (
          <Notice tone="success">{ORDER_LOOKUP_MESSAGE}</Notice>
        ) : null}
      </div>
      <form method="post" action="/api/guest/orders/lookup/form" className="mt-8 space-y-5">
        <FormField id="lookup-email" label="Email address" required hint="The address the order was placed with.">
          <input
            id="lookup-email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            aria-describedby="lookup-email-hint"
            className={controlClass}
          />
        </FormField>
        <FormField
          id="lookup-number"
          label="Order number"
          required
          hint="The 8 letters and digits after # in your confirmation email, e.g. #CD34EF56."
        >
          <input
            id="lookup-number"
            name="orderNumber"
            type="text"
            required
            maxLength={20}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby="lookup-number-hint"
            className={controlClass}
          />
        </FormField>
        <button type="submit" className={buttonClass({ className: "w-full sm:w-auto" })}>
          Email me a link
        </button>
      </form>
      <p className="mt-10 text-sm text-muted">
        Have an account?{" "}
        <Link href="/account/orders" className="font-medium text-rose-deep underline underline-offset-2">
          See all your orders
        </Link>
        .
      </p>
    </div>
  );
}
