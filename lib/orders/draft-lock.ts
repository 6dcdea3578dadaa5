import "server-only";
import type { Db } from "@/lib/db";

export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** Interactive-transaction limits for finalization: generous, because ten buyers of one piece queue on its row lock. */
export const DRAFT_TX = { maxWait: 10_000, timeout: 15_000 } as const;

export type LockedDraft = { order_id: string | null; status: string; failure_reason: string | null };

/**
 * Locks the draft row until the transaction ends. Every finalizer of one payment passes through here, so
 * the second (webhook racing the buyer's page, a redelivered event) waits and then sees the first one's order.
 */
export async function lockDraft(tx: Tx, draftId: string): Promise<LockedDraft> {
  const rows = await tx.$queryRaw<LockedDraft[]>`
    SELECT order_id, status::text AS status, failure_reason FROM checkout_drafts WHERE id = ${draftId} FOR UPDATE`;
  const row = rows[0];
  if (!row) throw new Error(`checkout draft ${draftId} vanished while being finalized`);
  return row;
}
