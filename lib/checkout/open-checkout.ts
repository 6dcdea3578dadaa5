import "server-only";
import type { AddressSnapshot, DraftItem } from "@/lib/checkout/draft-shapes";
import { checkoutFingerprint } from "@/lib/checkout/fingerprint";
import type { PaymentIntentAnswer } from "@/lib/checkout/schemas";
import { db } from "@/lib/db";
import type { CheckoutDraft } from "@/lib/generated/prisma/client";
import type { ShippingMethod } from "@/lib/generated/prisma/enums";
import { ConflictError } from "@/lib/http/errors";
import { getPaymentGateway, type PaymentIntentView } from "@/lib/payments/gateway";
import { centsToDollars } from "@/lib/pricing/money";
import type { CheckoutTotals } from "@/lib/pricing/tax";

/** Everything the order will be made of, computed on the server before the payment is taken. */
export type CheckoutPlan = {
  userId: string | null;
  email: string;
  items: DraftItem[];
  shippingAddressId: string | null;
  shippingAddress: AddressSnapshot;
  shippingMethod: ShippingMethod;
  totals: CheckoutTotals;
};


// An intent in these states can still be paid with the client secret the buyer already has.
const PAYABLE = new Set(["requires_payment_method", "requires_confirmation", "requires_action", "processing"]);

function answer(intent: { id: string; clientSecret: string }, draft: Pick<CheckoutDraft, "subtotalCents" | "shippingCents" | "taxCents" | "totalCents">): PaymentIntentAnswer {
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: draft.totalCents,
    subtotal: centsToDollars(draft.subtotalCents),
    shippingCost: centsToDollars(draft.shippingCents),
    taxAmount: centsToDollars(draft.taxCents),
    total: centsToDollars(draft.totalCents),
  };
}

/** The open draft of this exact checkout whose intent can still be paid, if there is one. */
async function reusableIntent(fingerprint: string): Promise<{ intent: PaymentIntentView; draft: CheckoutDraft } | null> {
  const draft = await db.checkoutDraft.findFirst({ where: { fingerprint, status: "open" }, orderBy: { createdAt: "desc" } });
  if (!draft) return null;
  const intent = await getPaymentGateway().retrieveIntent(draft.paymentIntentId);
  if (intent.status === "succeeded") {
    // Paid but not yet finalized (the webhook is on its way): a second intent would charge the buyer twice.
    throw new ConflictError("This cart has already been paid for. Your order is being confirmed.", "already_paid");
  }
  if (PAYABLE.has(intent.status) && intent.amount === draft.totalCents) return { intent, draft };
  await db.checkoutDraft.updateMany({
    where: { id: draft.id, status: "open" },
    data: { status: "failed", failureReason: `intent_${intent.status}` },
  });
  return null;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}

/**
 * Creates the payment intent for a plan and stores its draft, or hands back the intent of the same checkout
 * submitted earlier (same fingerprint, draft still open). The idempotency key is the fingerprint plus the number
 * of finished (failed or completed) attempts at it, so two identical requests racing get one intent from the
 * gateway, and a new attempt after a failed or completed one gets a fresh intent.
 */
export async function openCheckout(plan: CheckoutPlan): Promise<PaymentIntentAnswer> {
  const fingerprint = checkoutFingerprint(plan);
  const reused = await reusableIntent(fingerprint);
  if (reused) return answer(reused.intent, reused.draft);

  // Counting only finished attempts: a twin request that already stored its open draft must not change the key.
  const attempt = await db.checkoutDraft.count({ where: { fingerprint, status: { not: "open" } } });
  const intent = await getPaymentGateway().createIntent({
    amount: plan.totals.totalCents,
    currency: "usd",
    metadata: {
      checkout_fingerprint: fingerprint,
      ...(plan.userId ? { user_id: plan.userId } : {}),
      ...(plan.shippingAddressId ? { shipping_address_id: plan.shippingAddressId } : {}),
    },
    idempotencyKey: `checkout:${fingerprint}:${attempt}`,
  });
  try {
    const draft = await db.checkoutDraft.create({
      data: {
        paymentIntentId: intent.id,
        fingerprint,
        userId: plan.userId,
        email: plan.email,
        items: plan.items,
        shippingAddressId: plan.shippingAddressId,
        shippingAddress: plan.shippingAddress,
        shippingMethod: plan.shippingMethod,
        ...plan.totals,
        currency: "usd",
      },
    });
    return answer(intent, draft);
  } catch (error) {
    // The identical request running alongside got the same intent and stored its draft first.
    if (!isUniqueViolation(error)) throw error;
    const draft = await db.checkoutDraft.findUniqueOrThrow({ where: { paymentIntentId: intent.id } });
    return answer(intent, draft);
  }
}
