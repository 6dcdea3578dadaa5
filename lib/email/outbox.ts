import "server-only";
import { randomUUID } from "node:crypto";
import { deliverPendingEmails, type StoredMail } from "@/lib/email/delivery";
import { maskSecret, sealMail } from "@/lib/email/seal";
import type { OutgoingMail } from "@/lib/email/transport";
import { db, type Db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";

/** The outbox's table, or the caller's transaction over it. */
export type OutboxWriter = Pick<Db, "emailOutbox">;

/**
 * `secret`: the code (or link token) the message carries. The outbox stores the message with it masked and keeps
 * the message as sent only sealed, until it is sent (lib/email/seal.ts). `notBefore`: the message waits until then
 * (a newsletter paced over minutes). `headers` go out with it as they are (List-Unsubscribe).
 */
export type QueuedMail = OutgoingMail & { dedupeKey?: string; secret?: string; notBefore?: Date };

type OutboxRow = StoredMail & { dedupeKey: string | null };

/** The row a message is stored as: a secret-bearing one masked in the clear, and sealed whole. */
function toRow(mail: QueuedMail): OutboxRow {
  const id = randomUUID();
  const base = { id, to: mail.to, dedupeKey: mail.dedupeKey ?? null };
  if (mail.secret === undefined)
    return { ...base, subject: mail.subject, html: mail.html, text: mail.text, sealed: null };
  const content = { subject: mail.subject, html: mail.html, text: mail.text };
  return { ...base, ...maskSecret(content, mail.secret), sealed: sealMail({ ...content, secret: mail.secret }, id) };
}

/** What a queued message is created with: its row and, when given, its headers and the time it may go. */
function createData(mail: QueuedMail) {
  return {
    ...toRow(mail),
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.notBefore ? { nextAttemptAt: mail.notBefore } : {}),
  };
}

/**
 * Drops queued mail not yet sent whose dedupe key starts with `dedupePrefix`, inside the caller's transaction: a newer
 * message (a fresh code) replaces it, and the old one would only confuse.
 */
export async function dropUnsentMail(writer: OutboxWriter, dedupePrefix: string): Promise<void> {
  await writer.emailOutbox.deleteMany({
    where: { dedupeKey: { startsWith: dedupePrefix }, status: "pending", sentAt: null },
  });
}

/** Drops unsent mail to `to` whose dedupe key starts with `dedupePrefix`: what an unsubscribe stops at once. */
export async function dropUnsentMailTo(writer: OutboxWriter, dedupePrefix: string, to: string): Promise<number> {
  const { count } = await writer.emailOutbox.deleteMany({
    where: {
      dedupeKey: { startsWith: dedupePrefix },
      to: { equals: to, mode: "insensitive" },
      status: "pending",
      sentAt: null,
    },
  });
  return count;
}

/** Queues a message; pass the transaction that writes what the message is about, so both commit or neither does. */
export async function enqueueEmail(writer: OutboxWriter, mail: QueuedMail): Promise<void> {
  await writer.emailOutbox.create({ data: createData(mail) });
}

/**
 * Queues many messages in one statement (a newsletter's, an alert's), in the caller's transaction, as bulk: they go
 * out after any message queued one by one, so an order confirmation or a sign-in code never waits behind the list.
 */
export async function enqueueEmails(writer: OutboxWriter, mails: readonly QueuedMail[]): Promise<void> {
  if (mails.length > 0)
    await writer.emailOutbox.createMany({ data: mails.map((mail) => ({ ...createData(mail), bulk: true })) });
}

/** How many messages whose dedupe key starts with `dedupePrefix` went out, wait (to be sent or retried), or failed. */
export async function countMail(dedupePrefix: string): Promise<{ sent: number; waiting: number; failed: number }> {
  const groups = await db.emailOutbox.groupBy({
    by: ["status"],
    where: { dedupeKey: { startsWith: dedupePrefix } },
    _count: { _all: true },
  });
  const count = (status: string) => groups.find((group) => group.status === status)?._count._all ?? 0;
  return { sent: count("sent"), waiting: count("pending"), failed: count("failed") };
}

/** What became of one message: sent (when), or given up on (when, and the last error), or still waiting (both null). */
export type MailOutcome = { dedupeKey: string; sentAt: Date | null; failedAt: Date | null; lastError: string | null };

/** The outcomes of the messages whose dedupe key starts with `prefix` and ends with `suffix` (an order's mail). */
export async function mailOutcomes(prefix: string, suffix: string): Promise<MailOutcome[]> {
  const rows = await db.emailOutbox.findMany({
    where: { dedupeKey: { startsWith: prefix, endsWith: suffix } },
    select: { dedupeKey: true, sentAt: true, failedAt: true, lastError: true },
  });
  return rows.flatMap((row) => (row.dedupeKey === null ? [] : [{ ...row, dedupeKey: row.dedupeKey }]));
}

/**
 * Runs `change` (one UPDATE … RETURNING on the caller's own table) and queues `mail` in the same statement, only
 * if the change touched a row: both commit together or neither does, in one round trip instead of a transaction's
 * four. Answers the rows `change` returned (none: nothing changed, nothing queued). `alongside`: rows the caller's
 * own tables keep with the change (a link's token, the order's history), each an INSERT that guards itself with the
 * CTE `changed`, so they exist only if the change was made and its mail queued.
 */
export async function changeAndEnqueue<T>(
  change: Prisma.Sql,
  mail: QueuedMail,
  alongside: readonly Prisma.Sql[] = [],
): Promise<T[]> {
  const now = new Date();
  const row = toRow(mail);
  const also =
    alongside.length > 0
      ? Prisma.join(
          alongside.map((insert, index) => Prisma.sql`, ${Prisma.raw(`also_${index}`)} AS (${insert})`),
          "",
        )
      : Prisma.empty;
  return db.$queryRaw<T[]>`
    WITH changed AS (${change}),
         queued AS (INSERT INTO email_outbox (id, dedupe_key, "to", subject, html, text, sealed, next_attempt_at, created_at)
                    SELECT ${row.id}, ${row.dedupeKey}, ${row.to}, ${row.subject}, ${row.html}, ${row.text}, ${row.sealed}, ${now}, ${now}
                     WHERE EXISTS (SELECT 1 FROM changed))${also}
    SELECT * FROM changed`;
}

/** How many messages one background run sends before it looks again. */
const SOON_BATCH = 10;

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
    void deliverPendingEmails({ limit: SOON_BATCH })
      // A full batch may have left more due behind it (a burst of orders): go on until a batch comes back short,
      // rather than leaving the rest to the loop's next turn. A message that failed is due later, so this ends.
      .then(
        (report) => report.sent + report.retrying + report.failed >= SOON_BATCH,
        (error: unknown) => {
          log.error({ err: error }, "background mail delivery failed; the outbox loop will retry");
          return false;
        },
      )
      .then((more) => {
        if (state.again || more) run();
        else state.running = false;
      });
  };
  run();
}
