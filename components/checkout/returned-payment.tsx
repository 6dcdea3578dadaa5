"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useCart } from "@/components/cart/cart-provider";
import { CHECKOUT_MESSAGES } from "@/components/checkout/checkout-messages";
import { ConfirmationProblem, PaymentNotCompleted } from "@/components/checkout/confirmation-problems";
import { paidForCart, returnFromPayment } from "@/lib/browser/checkout-api";
import { ApiRequestError } from "@/lib/browser/api-error";

/** How often the page asks again while the payment is processing, and for how long before it says to check email. */
const RETURN_POLL_INTERVAL_MS = 2_000;
const RETURN_POLL_LIMIT_MS = 60_000;

type Phase =
  | { kind: "checking" | "processing" }
  | { kind: "ordered"; orderId: string; fromCart: boolean }
  | { kind: "not_completed"; message: string }
  | { kind: "not_found" | "timed_out" | "unexpected" };

/**
 * Back from a payment method that redirected (a bank's or a provider's page): asks the server to settle the
 * checkout this browser paid (POST /api/checkout/return, the client secret proving it), then clears the cart and
 * shows the order. While the payment is still processing it says so and asks again every 2 s, for a minute.
 */
export function ReturnedPayment({
  paymentIntentId,
  clientSecret,
  checkoutHref,
}: {
  paymentIntentId: string;
  clientSecret: string;
  checkoutHref: string;
}) {
  const router = useRouter();
  const { ready, clear } = useCart();
  const [phase, setPhase] = useState<Phase>({ kind: "checking" });
  const leaving = useRef(false);

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    const attempt = async () => {
      try {
        const data = await returnFromPayment({ paymentIntentId, clientSecret });
        if (current)
          setPhase(
            data.id
              ? { kind: "ordered", orderId: data.id, fromCart: paidForCart(data) }
              : { kind: "not_completed", message: CHECKOUT_MESSAGES.noOrderId },
          );
      } catch (failure) {
        if (!current) return;
        if (!(failure instanceof ApiRequestError)) {
          console.error(CHECKOUT_MESSAGES.unexpected, failure);
          return setPhase({ kind: "unexpected" });
        }
        if (failure.code === "payment_processing") {
          if (Date.now() - startedAt >= RETURN_POLL_LIMIT_MS) return setPhase({ kind: "timed_out" });
          setPhase({ kind: "processing" });
          timer = setTimeout(() => void attempt(), RETURN_POLL_INTERVAL_MS);
          return;
        }
        if (failure.status === 404 || failure.status === 400) return setPhase({ kind: "not_found" });
        // A decline (402) or a checkout that ended without an order (409, which says the card was not charged).
        if (failure.status === 402 || failure.status === 409)
          return setPhase({ kind: "not_completed", message: failure.display(CHECKOUT_MESSAGES.paymentFailedRetry) });
        console.error(CHECKOUT_MESSAGES.unexpected, failure);
        setPhase({ kind: "unexpected" });
      }
    };
    void attempt();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [paymentIntentId, clientSecret]);

  // As after any successful payment of the cart, the cart is emptied (a guest's lives in this browser) before the
  // receipt shows. A commission's quote was paid without the cart, which stays as the shopper left it.
  const orderId = phase.kind === "ordered" ? phase.orderId : null;
  const fromCart = phase.kind === "ordered" && phase.fromCart;
  useEffect(() => {
    if (!orderId || !ready || leaving.current) return;
    leaving.current = true;
    const emptied = fromCart
      ? clear().catch((failure: unknown) => console.error("Cart not cleared after the order", failure))
      : Promise.resolve();
    void emptied.then(() => router.replace(`/order-confirmation/${encodeURIComponent(orderId)}`));
  }, [orderId, fromCart, ready, clear, router]);

  switch (phase.kind) {
    case "not_completed":
      return <PaymentNotCompleted title="Payment Not Completed" message={phase.message} checkoutHref={checkoutHref} />;
    case "not_found":
      return (
        <ConfirmationProblem
          title="Order Not Found"
          message="Order not found. You may have already viewed this order or the link is invalid."
        />
      );
    case "timed_out":
      return (
        <ConfirmationProblem
          title="Order Details Unavailable"
          message="Order information not available. Please check your email for order details."
        />
      );
    case "unexpected":
      return (
        <div className="mx-auto max-w-xl px-4 py-20 text-center">
          <h1 className="font-display text-4xl font-semibold">Something Went Wrong</h1>
          <p role="alert" className="mt-4 text-muted">
            An unexpected error occurred. Please try again later.
          </p>
        </div>
      );
    default:
      return (
        <div className="mx-auto max-w-xl px-4 py-20 text-center">
          <h1 className="font-display text-4xl font-semibold">Confirming Your Payment</h1>
          <p role="status" className="mt-4 text-muted">
            {phase.kind === "processing"
              ? CHECKOUT_MESSAGES.processing
              : phase.kind === "ordered"
                ? "Payment received. Opening your order…"
                : "Checking your payment…"}
          </p>
        </div>
      );
  }
}
