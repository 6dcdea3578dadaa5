import "server-only";
import { adminEmails } from "@/lib/auth/admins";
import { dateIn, dateColumn, hourIn, type CalendarDate } from "@/lib/calendar";
import { listLowStock, type LowStockEntry } from "@/lib/catalog/low-stock";
import { db } from "@/lib/db";
import { deliverEmailsSoon, enqueueEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { lowStockDigestEmail } from "@/emails/low-stock-digest";

/** What a digest remembers of each entry: enough to tell tomorrow whether it changed. */
type Seen = { key: string; stock: number };

export type DigestOutcome =
  | { sent: false; reason: "before the hour" | "already done today" }
  | { sent: boolean; day: CalendarDate; changed: number; admins: number };

function seenOf(value: unknown): Seen[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const key: unknown = Reflect.get(item, "key");
    const stock: unknown = Reflect.get(item, "stock");
    return typeof key === "string" && typeof stock === "number" ? [{ key, stock }] : [];
  });
}

/** The entries that are new since the last digest, or whose stock moved since. */
function changedSince(current: readonly LowStockEntry[], previous: readonly Seen[]): LowStockEntry[] {
  const before = new Map(previous.map((entry) => [entry.key, entry.stock]));
  return current.filter((entry) => before.get(entry.key) !== entry.stock);
}

/**
 * The admins' daily low-stock digest: once a day, from `DIGEST_HOUR` in the shop's time zone, one mail to each admin
 * listing the pieces and sizes at or under `LOW_STOCK_THRESHOLD` whose stock changed since the last digest (a first
 * digest lists them all); no mail on a day nothing changed. Every process runs this on a timer: the day's row is
 * claimed by an insert that only one process wins, in the same transaction as the mail it queues, so the digest goes
 * out once, and a process that dies half-way leaves the day unclaimed for the next run.
 */
export async function sendLowStockDigest(now: Date = new Date()): Promise<DigestOutcome> {
  const { SHOP_TIME_ZONE: zone, DIGEST_HOUR: hour, LOW_STOCK_THRESHOLD: threshold, APP_URL: appUrl } = env();
  if (hourIn(zone, now) < hour) return { sent: false, reason: "before the hour" };
  const day = dateIn(zone, now);
  if (await db.lowStockDigest.findUnique({ where: { day: dateColumn(day) }, select: { day: true } })) {
    return { sent: false, reason: "already done today" };
  }
  const [current, admins] = await Promise.all([listLowStock(threshold), adminEmails()]);

  const outcome = await db.$transaction(async (tx) => {
    const claimed = await tx.$queryRaw<{ day: Date }[]>`
      INSERT INTO low_stock_digests (day, items, changed) VALUES (${dateColumn(day)}, '[]'::jsonb, 0)
      ON CONFLICT (day) DO NOTHING RETURNING day`;
    if (claimed.length === 0) return null;
    const previous = await tx.lowStockDigest.findFirst({
      where: { day: { lt: dateColumn(day) } },
      orderBy: { day: "desc" },
    });
    const changed = changedSince(current, seenOf(previous?.items));
    const seen: Seen[] = current.map(({ key, stock }) => ({ key, stock }));
    await tx.lowStockDigest.update({ where: { day: dateColumn(day) }, data: { items: seen, changed: changed.length } });
    if (changed.length > 0) {
      const mail = lowStockDigestEmail({ day, threshold, entries: changed, appUrl });
      for (const to of admins) await enqueueEmail(tx, { to, ...mail, dedupeKey: `low-stock-digest:${day}:${to}` });
    }
    return { sent: changed.length > 0 && admins.length > 0, day, changed: changed.length, admins: admins.length };
  });
  if (!outcome) return { sent: false, reason: "already done today" };
  if (outcome.sent) deliverEmailsSoon();
  return outcome;
}
