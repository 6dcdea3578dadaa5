import "server-only";
import type { Tx } from "@/lib/db";
import type { CheckoutDraftStatus } from "@/lib/generated/prisma/enums";

/** Interactive-transaction limits for finalization: generous, because ten buyers of one piece queue on its row lock. */
export const DRAFT_TX = { maxWait: 10_000, timeout: 15_000 } as const;

/**
 * Locks the draft row until the transaction ends and answers its status as it is now. Every step that moves a
 * draft (securing the piece, closing it) passes through here, so of two racing callers (the webhook and the
 * buyer's page, a redelivered event, a reconciler) the second waits and then sees what the first one did.
 */
export async function lockDraft(tx: Tx, draftId: string): Promise<CheckoutDraftStatus> {
  const rows = await tx.$queryRaw<{ status: CheckoutDraftStatus }[]>`
    SELECT status::text AS status FROM checkout_drafts WHERE id = ${draftId} FOR UPDATE`;
  const row = rows[0];
  if (!row) throw new Error(`checkout draft ${draftId} vanished while being settled`);
  return row.status;
}
