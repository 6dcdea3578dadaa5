import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { TestPaymentIntent } from "@/lib/generated/prisma/client";
import { AppError, ConflictError, NotFoundError } from "@/lib/errors";
import type { CreateIntentInput, PaymentIntentStatus, PaymentIntentView } from "@/lib/payments/types";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A Stripe-style random id suffix (base62, as Stripe's own ids are). */
export function randomStripeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = "";
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${out}`;
}

/** Stripe refuses usd intents under 50 cents. */
const MIN_AMOUNT_CENTS = 50;

/** Statuses from which a payment may still be attempted (Stripe's confirmable states). */
export const CONFIRMABLE: PaymentIntentStatus[] = ["requires_payment_method", "requires_confirmation"];
/** Statuses Stripe lets a merchant cancel. */
const CANCELABLE: PaymentIntentStatus[] = [...CONFIRMABLE, "requires_action", "processing", "requires_capture"];

/** A stored test intent as the gateway interface shows it. */
export function toView(row: TestPaymentIntent): PaymentIntentView {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amount: row.amount,
    currency: row.currency,
    status: row.status as PaymentIntentStatus,
    metadata: row.metadata as Record<string, string>,
    lastPaymentError: row.lastPaymentError,
    amountRefunded: row.amountRefunded,
    authorizedAt: row.authorizedAt,
  };
}

function sameRequest(row: TestPaymentIntent, input: CreateIntentInput): boolean {
  const stored = row.metadata as Record<string, string>;
  const keys = new Set([...Object.keys(stored), ...Object.keys(input.metadata)]);
  return (
    row.amount === input.amount &&
    row.currency === input.currency &&
    [...keys].every((key) => stored[key] === input.metadata[key])
  );
}

/**
 * Stores a new intent, or returns the one created earlier with the same idempotency key. Insert-or-nothing
 * then read, so two concurrent requests with one key get one intent. Like Stripe, reusing a key with different
 * parameters is refused (400 idempotency_error) rather than silently answering with the old amount.
 */
export async function createStoredIntent(input: CreateIntentInput): Promise<TestPaymentIntent> {
  // Stripe's own floor for usd charges; refusing it here keeps test mode from accepting what Stripe would not.
  if (!Number.isSafeInteger(input.amount) || input.amount < MIN_AMOUNT_CENTS) {
    throw new AppError(400, "amount_too_small", "Amount must be at least $0.50 usd");
  }
  const id = randomStripeId("pi");
  await db.testPaymentIntent.createMany({
    data: [
      {
        id,
        clientSecret: `${id}_secret_${randomStripeId("s", 25).slice(2)}`,
        amount: input.amount,
        currency: input.currency,
        status: "requires_payment_method",
        metadata: input.metadata,
        idempotencyKey: input.idempotencyKey,
      },
    ],
    skipDuplicates: true,
  });
  const row = await db.testPaymentIntent.findUniqueOrThrow({ where: { idempotencyKey: input.idempotencyKey } });
  if (row.id !== id && !sameRequest(row, input)) {
    throw new AppError(
      400,
      "idempotency_error",
      "Keys for idempotent requests can only be used with the same parameters they were first used with.",
    );
  }
  return row;
}

/** The stored intent with this id or client secret; NotFoundError (404) otherwise. */
export async function findStoredIntentOrThrow(
  where: { id: string } | { clientSecret: string },
): Promise<TestPaymentIntent> {
  const row = await db.testPaymentIntent.findUnique({ where });
  if (!row) throw new NotFoundError("Payment not found", "payment_not_found");
  return row;
}

function unexpectedState(action: string, row: TestPaymentIntent): ConflictError {
  return new ConflictError(
    `You cannot ${action} this PaymentIntent because it has a status of ${row.status}.`,
    "payment_intent_unexpected_state",
  );
}

/**
 * Moves an intent from one of `from` to `to` with a conditional update, so of two concurrent attempts exactly one
 * wins; the loser gets 409 payment_intent_unexpected_state, as Stripe answers.
 */
export async function transitionStoredIntent(
  row: TestPaymentIntent,
  action: string,
  from: PaymentIntentStatus[],
  data: { status: PaymentIntentStatus; lastPaymentError?: string | null; amountRefunded?: number; authorizedAt?: Date },
): Promise<TestPaymentIntent> {
  const { count } = await db.testPaymentIntent.updateMany({ where: { id: row.id, status: { in: from } }, data });
  const current = await findStoredIntentOrThrow({ id: row.id });
  if (count === 0) throw unexpectedState(action, current);
  return current;
}

/** Cancels a stored intent; cancelling one already cancelled returns it unchanged (callers may retry). */
export async function cancelStoredIntent(id: string): Promise<{ row: TestPaymentIntent; changed: boolean }> {
  const row = await findStoredIntentOrThrow({ id });
  if (row.status === "canceled") return { row, changed: false };
  if (!CANCELABLE.includes(row.status as PaymentIntentStatus)) throw unexpectedState("cancel", row);
  return { row: await transitionStoredIntent(row, "cancel", CANCELABLE, { status: "canceled" }), changed: true };
}

/**
 * Takes an authorized intent's money (requires_capture → succeeded). Capturing one already captured answers it
 * unchanged, as Stripe answers a capture retried with its idempotency key: a capture is never taken twice.
 */
export async function captureStoredIntent(id: string): Promise<{ row: TestPaymentIntent; changed: boolean }> {
  // One conditional statement in the usual case; the intent is read only to explain a capture that did nothing.
  const [captured] = await db.testPaymentIntent.updateManyAndReturn({
    where: { id, status: "requires_capture" },
    data: { status: "succeeded" },
  });
  if (captured) return { row: captured, changed: true };
  const row = await findStoredIntentOrThrow({ id });
  // Already captured (a retry, or a concurrent capture that won): the money was taken once, which is all asked.
  if (row.status === "succeeded") return { row, changed: false };
  throw unexpectedState("capture", row);
}

/**
 * Removes test-gateway intents created before `before` that can no longer move (captured or cancelled), and older
 * refunds.
 */
export async function pruneTestIntents(before: Date): Promise<number> {
  const { count } = await db.testPaymentIntent.deleteMany({
    where: { createdAt: { lt: before }, status: { in: ["succeeded", "canceled"] } },
  });
  // Their refunds go with them: a refund is never older than its intent.
  await db.testRefund.deleteMany({ where: { createdAt: { lt: before } } });
  return count;
}
