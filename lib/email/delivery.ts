import "server-only";
import { randomUUID } from "node:crypto";
import { systemClock, type Clock } from "@/lib/email/clock";
import { MAX_DELIVERY_ATTEMPTS, retryDelaySeconds } from "@/lib/email/retry-schedule";
import { SECRET_MASK, unsealMail } from "@/lib/email/seal";
import { openMailTransport, type MailTransport, type OutgoingMail } from "@/lib/email/transport";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isRecord } from "@/lib/is-record";
import { log } from "@/lib/log";

/** How long a claim keeps a message from others; renewed while its send goes on, so only a crash lets it lapse. */
export const LEASE_SECONDS = 60;

type DeliveryReport = { sent: number; retrying: number; failed: number };
type DeliveryOptions = { limit?: number; clock?: Clock; leaseSeconds?: number };

/** A message as the outbox row stores it: masked in the clear, sealed whole when it carries a secret. */
export type StoredMail = { id: string; to: string; subject: string; html: string; text: string; sealed: string | null };

type Claim = StoredMail & { headers: Record<string, string> | undefined; attempts: number; leaseToken: string };
/** A claimed message as it goes out, and the secret it carries (null for a message that carries none). */
type Opened = OutgoingMail & { secret: string | null };

/** The message to send: the sealed copy when there is one (throws when it cannot be opened, a failed attempt). */
function openClaim({ id, to, subject, html, text, sealed, headers }: Claim): Opened {
  if (sealed === null) return { to, subject, html, text, headers, secret: null };
  return { to, headers, ...unsealMail(sealed, id) };
}

/** A row's stored headers, as strings only (the column is JSON any writer could have filled). */
function storedHeaders(value: Prisma.JsonValue | null): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).flatMap(([name, header]) => (typeof header === "string" ? [[name, header]] : [])),
  );
}

const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

/** Messages that are due and unclaimed now; only candidates: each is claimed on its own just before its send. */
async function dueMessageIds(now: Date, limit: number): Promise<string[]> {
  const rows = await db.emailOutbox.findMany({
    where: {
      status: "pending",
      nextAttemptAt: { lte: now },
      OR: [{ lockedUntil: null }, { lockedUntil: { lte: now } }],
    },
    // One-by-one messages before bulk ones; each kind oldest first (the index is status, bulk, next_attempt_at).
    orderBy: [{ bulk: "asc" }, { nextAttemptAt: "asc" }, { createdAt: "asc" }],
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
    where: {
      id,
      status: "pending",
      nextAttemptAt: { lte: now },
      OR: [{ lockedUntil: null }, { lockedUntil: { lte: now } }],
    },
    data: { lockedUntil: later(now, leaseSeconds), leaseToken, attempts: { increment: 1 } },
    select: { id: true, to: true, subject: true, html: true, text: true, sealed: true, attempts: true, headers: true },
  });
  const row = claimed[0];
  return row ? { ...row, headers: storedHeaders(row.headers), leaseToken } : null;
}

/**
 * Sends the claimed message while renewing its lease every third of it, so a slow SMTP server (a send longer than
 * the lease) never lets another process take the message and send it again. Renewal is conditional on still
 * holding this claim.
 */
async function sendUnderLease(
  transport: MailTransport,
  message: Claim,
  mail: OutgoingMail,
  clock: Clock,
  leaseSeconds: number,
): Promise<void> {
  const renew = () =>
    db.emailOutbox
      .updateMany({
        where: { id: message.id, leaseToken: message.leaseToken },
        data: { lockedUntil: later(clock.now(), leaseSeconds) },
      })
      .catch((error: unknown) =>
        log.warn({ err: error, messageId: message.id }, "could not renew the lease of an outbox message"),
      );
  const timer = setInterval(() => void renew(), (leaseSeconds * 1000) / 3);
  try {
    await transport.send({
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers,
    });
  } finally {
    clearInterval(timer);
  }
}

async function settleFailure(
  message: Claim,
  secret: string | null,
  error: unknown,
  now: Date,
): Promise<"retrying" | "failed"> {
  const said = error instanceof Error ? error.message : String(error);
  // An SMTP server may quote the message back (a refused subject): what is stored and shown never holds its code.
  const lastError = (secret === null ? said : said.replaceAll(secret, SECRET_MASK)).slice(0, 1000);
  const givingUp = message.attempts >= MAX_DELIVERY_ATTEMPTS;
  log.warn(
    { messageId: message.id, attempt: message.attempts, error: lastError },
    givingUp
      ? "mail delivery failed for the last time; kept as a dead letter"
      : "mail delivery failed; it will be retried",
  );
  await db.emailOutbox.updateMany({
    where: { id: message.id, leaseToken: message.leaseToken },
    data: givingUp
      ? { status: "failed", failedAt: now, lockedUntil: null, leaseToken: null, lastError }
      : {
          nextAttemptAt: later(now, retryDelaySeconds(message.attempts)),
          lockedUntil: null,
          leaseToken: null,
          lastError,
        },
  });
  return givingUp ? "failed" : "retrying";
}

/**
 * Sends the messages that are due, one claim at a time, each through SMTP once; failures wait for a later call
 * with backoff, for three days at least, and then stay as dead letters (never deleted).
 */
export async function deliverPendingEmails({
  limit = 20,
  clock = systemClock,
  leaseSeconds = LEASE_SECONDS,
}: DeliveryOptions = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const transport = openMailTransport();
  if (!transport) return report;
  try {
    for (const id of await dueMessageIds(clock.now(), limit)) {
      const message = await claim(id, clock.now(), leaseSeconds);
      if (!message) continue;
      let opened: Opened | undefined;
      try {
        opened = openClaim(message);
        await sendUnderLease(transport, message, opened, clock, leaseSeconds);
      } catch (error) {
        report[await settleFailure(message, opened?.secret ?? null, error, clock.now())] += 1;
        continue;
      }
      await db.emailOutbox.updateMany({
        where: { id: message.id, leaseToken: message.leaseToken },
        // The sealed copy goes with the send: from here on the row holds only the masked message.
        data: {
          status: "sent",
          sentAt: clock.now(),
          lockedUntil: null,
          leaseToken: null,
          lastError: null,
          sealed: null,
        },
      });
      report.sent += 1;
    }
  } finally {
    transport.close();
  }
  return report;
}
