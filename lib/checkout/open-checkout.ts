import "server-only";
import { closeDraft, releaseClosedDraft } from "@/lib/checkout/close-draft";
import type { AddressSnapshot, DraftItem } from "@/lib/checkout/draft-shapes";
import { checkoutFingerprint } from "@/lib/checkout/fingerprint";
import type { PaymentIntentAnswer } from "@/lib/checkout/schemas";
import { db } from "@/lib/db";
import type { CheckoutDraft } from "@/lib/generated/prisma/client";
import type { ShippingMethod } from "@/lib/generated/prisma/enums";
import { ConflictError } from "@/lib/http/errors";
import { getPaymentGateway, type PaymentIntentView } from "@/lib/payments/gateway";
import type { CheckoutTotals } from "@/lib/pricing/tax";
import { isUniqueViolation } from "@/lib/db-errors";

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

/** How long a checkout can be paid: past this its draft is closed and its intent cancelled (today's prices apply). */
const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;

// A checkout about to close is not handed out again: the buyer would meet its closing while typing their card.
const REUSE_MARGIN_MS = 10 * 60 * 1000;

// An intent in these states can still be paid with the client secret the buyer already has.
const PAYABLE = new Set(["requires_payment_method", "requires_confirmation", "requires_action", "processing"]);
// An intent in these states holds (or took) the buyer's money: its checkout is finalized, never replaced.
const PAID = new Set(["requires_capture", "succeeded"]);

function answer(intent: { id: string; clientSecret: string }, draft: Pick<CheckoutDraft, "subtotalCents" | "shippingCents" | "taxCents" | "totalCents">): PaymentIntentAnswer {
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: draft.totalCents,
    subtotalCents: draft.subtotalCents,
    shippingCents: draft.shippingCents,
    taxCents: draft.taxCents,
    totalCents: draft.totalCents,
  };
}

/** The open draft of this exact checkout whose intent can still be paid, if there is one. */
async function reusableIntent(fingerprint: string): Promise<{ intent: PaymentIntentView; draft: CheckoutDraft } | null> {
  const draft = await db.checkoutDraft.findFirst({ where: { fingerprint, status: "open" }, orderBy: { createdAt: "desc" } });
  if (!draft) return null;
  const intent = await getPaymentGateway().retrieveIntent(draft.paymentIntentId);
  if (PAID.has(intent.status)) {
    // Paid but not yet finalized (the webhook is on its way): a second intent would charge the buyer twice.
    throw new ConflictError("This cart has already been paid for. Your order is being confirmed.", "already_paid");
  }
  const fresh = draft.expiresAt.getTime() - Date.now() > REUSE_MARGIN_MS;
  if (fresh && PAYABLE.has(intent.status) && intent.amount === draft.totalCents) return { intent, draft };
  // Too old, or an intent this checkout can no longer use: closed (its intent cancelled), and a fresh one is made.
  if (await closeDraft(draft, { reason: "expired", notifyBuyer: false, alreadyReleased: intent.status === "canceled" })) {
    await releaseClosedDraft({ ...draft, releasedAt: intent.status === "canceled" ? new Date() : null });
  }
  return null;
}

/**
 * A changed cart replaces the buyer's earlier checkout: its intent is cancelled, so an old page (an old price, an
 * old cart) can no longer be paid. A checkout whose payment is already authorized is left to be finalized.
 */
async function replaceEarlierCheckouts(current: CheckoutDraft): Promise<void> {
  const owner = current.userId ? { userId: current.userId } : { userId: null, email: { equals: current.email, mode: "insensitive" as const } };
  const earlier = await db.checkoutDraft.findMany({ where: { ...owner, status: "open", id: { not: current.id } } });
  for (const draft of earlier) {
    const intent = await getPaymentGateway().retrieveIntent(draft.paymentIntentId);
    if (PAID.has(intent.status)) continue;
    if (await closeDraft(draft, { reason: "replaced", notifyBuyer: false, alreadyReleased: intent.status === "canceled" })) {
      await releaseClosedDraft({ ...draft, releasedAt: intent.status === "canceled" ? new Date() : null });
    }
  }
}

/**
 * Creates the payment intent (for manual capture) for a plan and stores its draft, open for an hour, or hands back
 * the intent of the same checkout submitted earlier (same fingerprint, draft still open and fresh). The
 * idempotency key is the fingerprint plus the number of finished (closed or completed) attempts at it, so two
 * identical requests racing get one intent from the gateway, and a new attempt after a finished one gets a fresh
 * intent. A new checkout replaces the buyer's earlier open ones.
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
        expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
      },
    });
    await replaceEarlierCheckouts(draft);
    return answer(intent, draft);
  } catch (error) {
    // The identical request running alongside got the same intent and stored its draft first.
    if (!isUniqueViolation(error)) throw error;
    const draft = await db.checkoutDraft.findUniqueOrThrow({ where: { paymentIntentId: intent.id } });
    return answer(intent, draft);
  }
}
