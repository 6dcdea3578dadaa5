import "server-only";
import { adminEmails } from "@/lib/auth/admins";
import { db } from "@/lib/db";
import { deliverEmailsSoon, enqueueEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { NEXUS_SOURCE, needsNexusAttention, type NexusReport } from "@/lib/tax/nexus";
import { nexusAlertEmail } from "@/emails/nexus-alert";

/**
 * Mails the admins once per state and year the first time a state where she is not registered is approaching or over
 * its economic-nexus line; answers the states this call mailed about. The report is the caller's (lib/reports reads
 * the orders; this domain may not import it, see lib/reports/nexus.ts).
 *
 * Checked on the scheduled tick (lib/server-start.ts), not at each capture: a yearly line needs no minute's
 * precision, the capture stays free of a year's sums, and the tick also sees what a capture does not (a refund, a
 * registration she removed). Every process runs the tick: each state's row in nexus_alerts is claimed by an insert
 * only one process wins, in the transaction that queues the mail, so two processes racing send one mail.
 */
export async function alertNexus(report: NexusReport): Promise<string[]> {
  const due = needsNexusAttention(report.rows);
  if (due.length === 0) return [];
  const admins = await adminEmails();
  const claimed = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ state: string }[]>`
      INSERT INTO nexus_alerts (state, year, status)
      SELECT * FROM unnest(${due.map((row) => row.state)}::text[], ${due.map(() => report.year)}::int[],
                           ${due.map((row) => row.status)}::text[])
      ON CONFLICT (state, year) DO NOTHING RETURNING state`;
    const states = new Set(rows.map((row) => row.state));
    const fresh = due.filter((row) => states.has(row.state));
    if (fresh.length === 0) return [];
    const mail = nexusAlertEmail({
      year: report.year,
      rows: fresh,
      notice: NEXUS_SOURCE.notice,
      appUrl: env().APP_URL,
    });
    const key = `nexus-alert:${report.year}:${fresh.map((row) => row.state).join("+")}`;
    for (const to of admins) await enqueueEmail(tx, { to, ...mail, dedupeKey: `${key}:${to}` });
    return fresh.map((row) => row.state);
  });
  if (claimed.length > 0 && admins.length > 0) deliverEmailsSoon();
  return claimed;
}
