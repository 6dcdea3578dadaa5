// Shared rule: the mailbox an address delivers to, for counting per person. Spellings that land in one inbox count
// as one, or anyone could dodge a limit per address by writing hers a new way each time.

/** Providers that ignore dots in the local part, and the one name their addresses are counted under. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The mailbox `email` reaches: lower case, without a `+tag` (Gmail, Outlook, iCloud, Fastmail and Proton all deliver
 * `her+anything@` to `her@`), and for Gmail without dots. Only for counting: mail still goes to the address as typed.
 */
export function mailboxOf(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at <= 0) return lower;
  const local = lower.slice(0, at);
  const tagAt = local.indexOf("+");
  const untagged = tagAt > 0 ? local.slice(0, tagAt) : local;
  const domain = DOTLESS_DOMAINS[lower.slice(at + 1)];
  if (domain === undefined) return `${untagged}${lower.slice(at)}`;
  const dotless = untagged.replaceAll(".", "");
  return `${dotless === "" ? untagged : dotless}@${domain}`;
}
