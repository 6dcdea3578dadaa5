import "server-only";
import type { Tx } from "@/lib/db";
import { mailboxOf } from "@/lib/mailbox";
import { UNPROVEN_MAILS_PER_MAILBOX } from "@/lib/rate-limit/policies";

/**
 * Whether one more mail may be queued to `to`, asked inside the transaction that would queue it, so a mail that is
 * not queued in the end takes nothing. The routes hand `mayMailAddress` (lib/mail-budget/gate.ts) to the flows.
 */
export type MailGate = (tx: Tx, to: string) => Promise<boolean>;

const { name, limit, windowSeconds } = UNPROVEN_MAILS_PER_MAILBOX;

/**
 * Takes one of the mailbox's `limit` slots for a mail to `to`; false when every one is held. A slot is a counter row
 * held for 24 hours from its mail, so no more than `limit` go out in any 24 hours (a calendar day would let a flood
 * astride midnight send twice as many). Each slot is claimed by one conditional upsert: of two transactions after
 * the same free slot, the second waits for the first and, once it commits, finds the slot held and tries the next;
 * a rollback frees it.
 */
export async function takeUnprovenMailSlot(tx: Tx, to: string): Promise<boolean> {
  const mailbox = mailboxOf(to);
  const keys = Array.from({ length: limit }, (_, slot) => `${name}:${mailbox}:${slot}`);
  const held = await tx.$queryRaw<{ key: string }[]>`
    SELECT key FROM rate_limit_counters WHERE key = ANY(${keys}::text[]) AND reset_at > (now() AT TIME ZONE 'UTC')`;
  const heldKeys = new Set(held.map((row) => row.key));
  for (const key of keys.filter((candidate) => !heldKeys.has(candidate))) {
    const taken = await tx.$queryRaw<{ key: string }[]>`
      INSERT INTO rate_limit_counters (key, count, reset_at)
      VALUES (${key}, 1, (now() AT TIME ZONE 'UTC') + make_interval(secs => ${windowSeconds}::int))
      ON CONFLICT (key) DO UPDATE SET count = 1, reset_at = EXCLUDED.reset_at
        WHERE rate_limit_counters.reset_at <= (now() AT TIME ZONE 'UTC')
      RETURNING key`;
    if (taken.length > 0) return true;
  }
  return false;
}
