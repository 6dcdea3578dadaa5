import "server-only";
import { randomUUID } from "node:crypto";
import { systemClock, type Clock } from "@/lib/email/clock";
import { MAX_DELIVERY_ATTEMPTS, retryDelaySeconds } from "@/lib/email/retry-schedule";
import { openMailTransport, type MailTransport, type OutgoingMail } from "@/lib/email/transport";
import { db, type Db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";

/** How long a claim keeps a message from everyone else; renewed while its send goes on, so only a crash lets it lapse. */
export const LEASE_SECONDS = 60;

export type OutboxWriter = Pick<Db, "emailOutbox">;
export type QueuedMail = OutgoingMail & { dedupeKey?: string };
type DeliveryReport = { sent: number; retrying: number; failed: number };
type DeliveryOptions = { limit?: number; clock?: Clock; leaseSeconds?: number };

type Claim = { id: string; to: string; subject: string; html: string; text: string; attempts: number; leaseToken: string };

/** Queues a message; pass the transaction that writes what the message is about, so both commit or neither does. */
export async function enqueueEmail(writer: OutboxWriter, mail: QueuedMail): Promise<void> {
  await writer.emailOutbox.create({
    data: { to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, dedupeKey: mail.dedupeKey ?? null },
  });
}

/**
 * Runs `change` (one UPDATE … RETURNING on the caller's own table) and queues `mail` in the same statement, only
 * if the change touched a row: both commit together or neither does, in one round trip instead of a transaction's
 * four. Answers the rows `change` returned (none: nothing changed, nothing queued).
 */
export async function changeAndEnqueue<T>(change: Prisma.Sql, mail: QueuedMail): Promise<T[]> {
  const now = new Date();
  return db.$queryRaw<T[]>`
    WITH changed AS (${change}),
         queued AS (INSERT INTO email_outbox (id, dedupe_key, "to", subject, html, text, next_attempt_at, created_at)
                    SELECT ${randomUUID()}, ${mail.dedupeKey ?? null}, ${mail.to}, ${mail.subject}, ${mail.html}, ${mail.text}, ${now}, ${now}
                     WHERE EXISTS (SELECT 1 FROM changed))
    SELECT * FROM changed`;
}

const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

/** Messages that are due and unclaimed now; only candidates: each is claimed on its own just before its send. */
async function dueMessageIds(now: Date, limit: number): Promise<string[]> {
  const rows = await db.emailOutbox.findMany({
    where: { status: "pending", nextAttemptAt: { lte: now }, OR: [{ lockedUntil: null }, { lockedUntil: { lte: now } }] },
    orderBy: [{ nextAttemptAt: "asc" }, { createdAt: "asc" }],
    take: limit,
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

/**
 * Claims one message right before its send: a conditional update that succeeds only while the message is still
 * due and nobody's lease on it is running, so of two processes reaching for it at once exactly one gets it. The
 * attempt is counted here, so a process dying mid-send still moves the message towards its last attempt.
 */
async function claim(id: string, now: Date, leaseSeconds: number): Promise<Claim | null> {
  const leaseToken = randomUUID();
  const claimed = await db.emailOutbox.updateManyAndReturn({
    where: { id, status: "pending", nextAttemptAt: { lte: now }, OR: [{ lockedUntil: null }, { lockedUntil: { lte: now } }] },
    data: { lockedUntil: later(now, leaseSeconds), leaseToken, attempts: { increment: 1 } },
    select: { id: true, to: true, subject: true, html: true, text: true, attempts: true },
  });
  const row = claimed[0];
  return row ? { ...row, leaseToken } : null;
}

/**
 * Sends the claimed message while renewing its lease every third of it, so a slow SMTP server (a send longer than
 * the lease) never lets another process take the message and send it again. Renewal is conditional on still
 * holding this claim.
 */
async function sendUnderLease(transport: MailTransport, message: Claim, clock: Clock, leaseSeconds: number): Promise<void> {
  const renew = () =>
    db.emailOutbox
      .updateMany({ where: { id: message.id, leaseToken: message.leaseToken }, data: { lockedUntil: later(clock.now(), leaseSeconds) } })
      .catch((error: unknown) => log.warn({ err: error, messageId: message.id }, "could not renew the lease of an outbox message"));
  const timer = setInterval(() => void renew(), (leaseSeconds * 1000) / 3);
  try {
    await transport.send(message);
  } finally {
    clearInterval(timer);
  }
}

async function settleFailure(message: Claim, error: unknown, now: Date): Promise<"retrying" | "failed"> {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const givingUp = message.attempts >= MAX_DELIVERY_ATTEMPTS;
  log.warn(
    { messageId: message.id, attempt: message.attempts, error: lastError },
    givingUp ? "mail delivery failed for the last time; kept as a dead letter" : "mail delivery failed; it will be retried",
  );
  await db.emailOutbox.updateMany({
    where: { id: message.id, leaseToken: message.leaseToken },
    data: givingUp
      ? { status: "failed", failedAt: now, lockedUntil: null, leaseToken: null, lastError }
      : { nextAttemptAt: later(now, retryDelaySeconds(message.attempts)), lockedUntil: null, leaseToken: null, lastError },
  });
  return givingUp ? "failed" : "retrying";
}

/**
 * Sends the messages that are due, one claim at a time, each through SMTP once; failures wait for a later call
 * with backoff, for three days at least, and then stay as dead letters (never deleted).
 */
export async function deliverPendingEmails({ limit = 20, clock = systemClock, leaseSeconds = LEASE_SECONDS }: DeliveryOptions = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const transport = openMailTransport();
  if (!transport) return report;
  try {
    for (const id of await dueMessageIds(clock.now(), limit)) {
      const message = await claim(id, clock.now(), leaseSeconds);
      if (!message) continue;
      try {
        await sendUnderLease(transport, message, clock, leaseSeconds);
      } catch (error) {
        report[await settleFailure(message, error, clock.now())] += 1;
        continue;
      }
      await db.emailOutbox.updateMany({
        where: { id: message.id, leaseToken: message.leaseToken },
        data: { status: "sent", sentAt: clock.now(), lockedUntil: null, leaseToken: null, lastError: null },
      });
      report.sent += 1;
    }
  } finally {
    transport.close();
  }
  return report;
}

const soon = globalThis as unknown as { atelierMailSoon?: { running: boolean; again: boolean } };

/**
 * Starts a delivery in the background right after a message was queued; never fails the caller's request. One
 * runs at a time per process: a call made meanwhile asks for one more run after it, which will find that call's
 * message. Under a burst of orders this lists and claims the outbox once per round, instead of every order
 * starting a delivery of its own that lists the same due messages and races the others for each claim.
 */
export function deliverEmailsSoon(): void {
  const state = (soon.atelierMailSoon ??= { running: false, again: false });
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  const run = (): void => {
    state.again = false;
    deliverPendingEmails({ limit: 10 })
      .catch((error: unknown) => log.error({ err: error }, "background mail delivery failed; the outbox loop will retry"))
      .finally(() => {
        if (state.again) run();
        else state.running = false;
      });
  };
  run();
}
