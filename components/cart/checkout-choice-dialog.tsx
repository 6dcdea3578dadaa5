"use client";

import { CloseButton } from "@/components/ui/close-button";
import Link from "next/link";
import { useCartPanel } from "@/components/cart/cart-panel";
import { useCart } from "@/components/cart/cart-provider";
import { buttonClass } from "@/components/ui/button-styles";
import { Modal } from "@/components/ui/modal";
import { needsOwnDocument } from "@/lib/security/checkout-pages";

const TITLE_ID = "checkout-choice-title";

// The return path rides in the URL as `returnTo`, the parameter the route guard and the login page already use.
const choices = [
  {
    label: "Login",
    href: `/login?returnTo=${encodeURIComponent("/checkout/user")}`,
    note: "Use your saved addresses and keep the order in your account.",
    variant: "primary",
  },
  {
    label: "Sign Up",
    href: `/signup?returnTo=${encodeURIComponent("/checkout")}`,
    note: "Create an account, then come back to check out.",
    variant: "outline",
  },
  {
    label: "Guest Checkout",
    href: "/checkout",
    note: "Check out with just your email address.",
    variant: "outline",
  },
] as const;

/** Asked of signed-out visitors who press Proceed to checkout (docs/pages.md, Checkout choice dialog). */
export function CheckoutChoiceDialog() {
  const { closePanel, cartButtonRef } = useCart();
  const panel = useCartPanel();
  return (
    <Modal
      open={panel === "checkout-choice"}
      onClose={closePanel}
      labelledBy={TITLE_ID}
      placement="center"
      returnFocusTo={cartButtonRef}
      panelClassName="relative p-6 sm:p-8"
    >
      <CloseButton label="Close" onClick={closePanel} className="absolute top-2 right-2" />
      <h2 id={TITLE_ID} className="pr-8 font-display text-3xl leading-tight font-semibold">
        Choose How You Would Like To Check out
      </h2>
      <ul className="mt-6 space-y-5">
        {choices.map((choice) => {
          const noteId = `checkout-choice-${choice.label.toLowerCase().replace(/\s+/g, "-")}`;
          return (
            <li key={choice.label}>
              {needsOwnDocument(choice.href) ? (
                // A plain link: the checkout loads as a document of its own (lib/security/checkout-pages.ts).
                <a
                  href={choice.href}
                  onClick={closePanel}
                  aria-describedby={noteId}
                  className={buttonClass({ variant: choice.variant, size: "lg", className: "w-full" })}
                >
                  {choice.label}
                </a>
              ) : (
                <Link
                  href={choice.href}
                  onClick={closePanel}
                  aria-describedby={noteId}
                  className={buttonClass({ variant: choice.variant, size: "lg", className: "w-full" })}
                >
                  {choice.label}
                </Link>
              )}
              <p id={noteId} className="mt-1.5 text-center text-sm text-muted">
                {choice.note}
              </p>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
