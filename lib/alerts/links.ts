import "server-only";
import { issueLinkToken, issueLinkTokens, type LinkTokenWriter } from "@/lib/link-tokens/tokens";
import { siteUrl } from "@/lib/site";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A confirmation link works a week: long enough for a mailbox checked on weekends, short enough to go stale. */
export const ALERT_CONFIRM_DAYS = 7;
/** An unsubscribe link must keep working long after its mail arrived (a mail read months later). */
const UNSUBSCRIBE_DAYS = 365;

/** A fresh confirmation link for an alert, and its token (the mail's secret: lib/email/seal.ts). */
export async function alertConfirmLink(
  writer: LinkTokenWriter,
  alertId: string,
): Promise<{ url: string; token: string }> {
  const token = await issueLinkToken(writer, {
    purpose: "stock_alert_confirm",
    subjectId: alertId,
    validForMs: ALERT_CONFIRM_DAYS * DAY_MS,
  });
  return { url: `${siteUrl()}/alerts/confirm/${token}`, token };
}

/** An unsubscribe link for each alert, in order (each mail carries its own). */
export async function alertUnsubscribeUrls(writer: LinkTokenWriter, alertIds: readonly string[]): Promise<string[]> {
  const tokens = await issueLinkTokens(writer, "stock_alert_unsubscribe", alertIds, UNSUBSCRIBE_DAYS * DAY_MS);
  return tokens.map((token) => `${siteUrl()}/alerts/unsubscribe/${token}`);
}
