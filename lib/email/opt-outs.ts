import "server-only";
import type { Db } from "@/lib/db";

/**
 * The kinds of marketing mail an address can say no to on its own, each with its one-click unsubscribe (DESIGN §8).
 * A new kind (the checkout reminders) is added here and to the CHECK on mail_opt_outs.kind.
 */
export type OptOutKind = "review-requests";

export type OptOutWriter = Pick<Db, "mailOptOut">;

/** The key an address is refused under: one spelling per mailbox's letters, so "Ann@X.com" and "ann@x.com" are one. */
export function optOutEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Records that `email` wants no more mail of this kind; a second click keeps the first one's time. */
export async function optOut(writer: OptOutWriter, email: string, kind: OptOutKind): Promise<void> {
  await writer.mailOptOut.upsert({
    where: { email_kind: { email: optOutEmail(email), kind } },
    create: { email: optOutEmail(email), kind },
    update: {},
  });
}

/** Whether `email` said no to this kind of mail. */
export async function hasOptedOut(reader: OptOutWriter, email: string, kind: OptOutKind): Promise<boolean> {
  const row = await reader.mailOptOut.findUnique({
    where: { email_kind: { email: optOutEmail(email), kind } },
    select: { email: true },
  });
  return row !== null;
}
