import "server-only";
import { closeDraft, releaseClosedDraft } from "@/lib/checkout/close-draft";
import type { AddressSnapshot, DraftItem } from "@/lib/checkout/draft-shapes";
import { clientSecretHash } from "@/lib/checkout/client-secret";
import { checkoutFingerprint } from "@/lib/checkout/fingerprint";
import type { PaymentIntentAnswer } from "@/lib/checkout/schemas";
import { db } from "@/lib/db";
import type { CheckoutDraft } from "@/lib/generated/prisma/client";
import type { ShippingMethod } from "@/lib/generated/prisma/enums";
import { ConflictError } from "@/lib/errors";
import { getPaymentGateway, type PaymentIntentView } from "@/lib/payments/gateway";
import type { CheckoutTotals } from "@/lib/pricing/totals";
import { calendarDateOf, dateColumn } from "@/lib/calendar";
import type { ShipPromise } from "@/lib/fulfillment/ship-dates";
import { isUniqueViolation } from "@/lib/db-errors";
import { keptTaxOf, type AppliedTax } from "@/lib/tax/rule";

/** Everything the order will be made of, computed on the server before the payment is taken. */
export type CheckoutPlan = {
  userId: string | null;
  email: string;
  /** A guest's browser (lib/checkout/browser-key.ts); null for a member, whose account is the buyer. */
  browserKey: string | null;
  items: DraftItem[];
  shippingAddressId: string | null;
  shippingAddress: AddressSnapshot;
  shippingMethod: ShippingMethod;
  totals: CheckoutTotals;
  /** The discount code whose `totals.discountCents` this is (upper case); counted when the order is written. */
  discountCode: string | null;
  /** The tax rule's answer for the address (its rate is the one in `totals.taxCents`); the order keeps it. */
  tax: AppliedTax;
  /** The dates shown to the buyer now, which the order keeps (docs/decisions.md, Dates are promises). */
  promise: ShipPromise;
  /** The commission quote this checkout pays (its one custom line); null for a cart. */
  quoteId: string | null;
};

/** How long a checkout can be paid: past this its draft is closed and its intent cancelled (today's prices apply). */
const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;

// A checkout about to close is not handed out again: the buyer would meet its closing while typing their card.
const REUSE_MARGIN_MS = 10 * 60 * 1000;

// An intent in these states can still be paid with the client secret the buyer already has.
const PAYABLE = new Set(["requires_payment_method", "requires_confirmation", "requires_action", "processing"]);
// An intent in these states holds (or took) the buyer's money: its checkout is finalized, never replaced.
const PAID = new Set(["requires_capture", "succeeded"]);

type AnsweredDraft = Pick<
  CheckoutDraft,
  | "subtotalCents"
  | "discountCents"
  | "discountCode"
  | "shippingCents"
  | "taxCents"
  | "totalCents"
  | "shipBy"
  | "deliveryFrom"
  | "deliveryTo"
  | "taxRatePpm"
  | "taxSource"
  | "shippingAddress"
>;

function answer(intent: { id: string; clientSecret: string }, draft: AnsweredDraft): PaymentIntentAnswer {
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: draft.totalCents,
    subtotalCents: draft.subtotalCents,
    discountCents: draft.discountCents,
    discountCode: draft.discountCode,
    shippingCents: draft.shippingCents,
    taxCents: draft.taxCents,
    totalCents: draft.totalCents,
    tax: keptTaxOf(draft),
    shipBy: draft.shipBy ? calendarDateOf(draft.shipBy) : null,
    estimatedDelivery:
      draft.deliveryFrom && draft.deliveryTo
        ? { from: calendarDateOf(draft.deliveryFrom), to: calendarDateOf(draft.deliveryTo) }
        : null,
  };
}

/** The open draft of this exact checkout whose intent can still be paid, if there is one. */
async function reusableIntent(
  fingerprint: string,
): Promise<{ intent: PaymentIntentView; draft: CheckoutDraft } | null> {
  const draft = await db.checkoutDraft.findFirst({
    where: { fingerprint, status: "open" },
    orderBy: { createdAt: "desc" },
  });
  if (!draft) return null;
  const intent = await getPaymentGateway().retrieveIntent(draft.paymentIntentId);
  if (PAID.has(intent.status)) {
    // Paid but not yet finalized (the webhook is on its way): a second intent would charge the buyer twice.
    throw new ConflictError("This cart has already been paid for. Your order is being confirmed.", "already_paid");
  }
  const fresh = draft.expiresAt.getTime() - Date.now() > REUSE_MARGIN_MS;
  if (fresh && PAYABLE.has(intent.status) && intent.amount === draft.totalCents) {
    // A draft opened before the hash was kept learns it now, so its return page can prove the browser.
    if (draft.clientSecretHash === null)
      await db.checkoutDraft.update({
        where: { id: draft.id },
        data: { clientSecretHash: clientSecretHash(intent.clientSecret) },
      });
    return { intent, draft };
  }
  // Too old, or an intent this checkout can no longer use: closed (its intent cancelled), and a fresh one is made.
  if (
    await closeDraft(draft, { reason: "expired", notifyBuyer: false, alreadyReleased: intent.status === "canceled" })
  ) {
    await releaseClosedDraft({ ...draft, releasedAt: intent.status === "canceled" ? new Date() : null });
  }
  return null;
}

/**
 * A changed cart replaces the buyer's earlier checkout: its intent is cancelled, so an old page (an old price, an
 * old cart) can no longer be paid. A checkout whose payment is already authorized is left to be finalized. A
 * guest's earlier checkouts are this browser's only: anyone can type someone else's email, and must not close
 * that person's checkout by doing so.
 */
async function replaceEarlierCheckouts(current: CheckoutDraft): Promise<void> {
  const owner = current.userId
    ? { userId: current.userId }
    : current.browserKey
      ? { userId: null, browserKey: current.browserKey }
      : null;
  if (!owner) return;
  const earlier = await db.checkoutDraft.findMany({ where: { ...owner, status: "open", id: { not: current.id } } });
  for (const draft of earlier) {
    const intent = await getPaymentGateway().retrieveIntent(draft.paymentIntentId);
    if (PAID.has(intent.status)) continue;
    if (
      await closeDraft(draft, { reason: "replaced", notifyBuyer: false, alreadyReleased: intent.status === "canceled" })
    ) {
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
        browserKey: plan.browserKey,
        clientSecretHash: clientSecretHash(intent.clientSecret),
        items: plan.items,
        shippingAddressId: plan.shippingAddressId,
        shippingAddress: plan.shippingAddress,
        shippingMethod: plan.shippingMethod,
        ...plan.totals,
        discountCode: plan.discountCode,
        taxRatePpm: plan.tax.ratePpm,
        taxSource: plan.tax.source,
        quoteId: plan.quoteId,
        currency: "usd",
        shipBy: dateColumn(plan.promise.shipBy),
        deliveryFrom: dateColumn(plan.promise.estimatedDelivery.from),
        deliveryTo: dateColumn(plan.promise.estimatedDelivery.to),
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
