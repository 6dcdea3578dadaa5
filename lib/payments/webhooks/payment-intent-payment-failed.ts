import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { getPaymentGateway, type PaymentIntentView } from "@/lib/payments/gateway";
import { onPaymentIntentSucceeded } from "@/lib/payments/webhooks/payment-intent-succeeded";

async function currentIntent(id: string): Promise<PaymentIntentView | null> {
  try {
    return await getPaymentGateway().retrieveIntent(id);
  } catch (error) {
    // An intent the gateway does not know is not this shop's: acknowledged, nothing to do. Outages propagate (5xx).
    if (error instanceof AppError && error.status < 500) return null;
    throw error;
  }
}

/**
 * payment_intent.payment_failed: the open draft is marked failed (a new checkout gets a fresh intent). Events
 * can arrive late and out of order, so the intent is read as it is now: if a later attempt succeeded, the
 * order is made instead, and a draft that already has its order is never touched.
 */
export async function onPaymentIntentPaymentFailed(intent: PaymentIntentView): Promise<void> {
  const current = await currentIntent(intent.id);
  if (!current) return;
  if (current.status === "succeeded") {
    await onPaymentIntentSucceeded(current);
    return;
  }
  const reason = `payment_failed: ${current.lastPaymentError ?? intent.lastPaymentError ?? "declined"}`.slice(0, 500);
  await db.checkoutDraft.updateMany({
    where: { paymentIntentId: intent.id, status: "open", orderId: null },
    data: { status: "failed", failureReason: reason },
  });
}
