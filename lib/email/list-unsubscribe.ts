import "server-only";
import { env } from "@/lib/env";

/**
 * The headers that let a mail client offer "Unsubscribe" (RFC 2369) and do it in one click (RFC 8058): the https link
 * answers a POST by unsubscribing at once; the mailto reaches the shop's own inbox, for clients that only mail.
 */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  const from = env().MAIL_FROM;
  const address = (/<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from).trim();
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>, <mailto:${address}?subject=unsubscribe>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
