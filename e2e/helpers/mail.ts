import type { CaughtMail } from "../../scripts/mail/catcher";

export type { CaughtMail };

export interface WaitForEmailOptions {
  /** A string matches as a case-sensitive substring of the subject. */
  subject?: RegExp | string;
  timeoutMs?: number;
  /** Only mails the catcher received at or after this moment count. */
  since?: Date;
}

const POLL_INTERVAL_MS = 100;

function catcherUrl(): string {
  const url = process.env.MAIL_CATCHER_URL;
  if (!url) {
    throw new Error("MAIL_CATCHER_URL is not set; start the mail catcher and export its web URL");
  }
  return url.replace(/\/+$/, "");
}

function subjectMatches(subject: string, wanted: RegExp | string | undefined): boolean {
  if (wanted === undefined) return true;
  // search() ignores lastIndex, so a /g regex behaves the same on every poll.
  return typeof wanted === "string" ? subject.includes(wanted) : subject.search(wanted) !== -1;
}

async function fetchMessages(to: string): Promise<CaughtMail[]> {
  const response = await fetch(`${catcherUrl()}/api/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) {
    throw new Error(`Mail catcher answered ${response.status} ${response.statusText}`);
  }
  const body = (await response.json()) as { messages?: CaughtMail[] };
  return body.messages ?? [];
}

/**
 * How long a mail may take by default. The shop sends right after queueing, and its background loop sends whatever
 * that run did not reach every 15 s (lib/server-start.ts): on the 2-core CI machine, with the other worker's tests
 * queueing mail of their own, a wait shorter than one turn of the loop failed now and then with nothing wrong.
 */
const MAIL_WAIT_MS = 20_000;

/** Polls the catcher until a matching mail arrives; the newest match wins. */
export async function waitForEmail(to: string, opts: WaitForEmailOptions = {}): Promise<CaughtMail> {
  const timeoutMs = opts.timeoutMs ?? MAIL_WAIT_MS;
  const since = opts.since?.getTime();
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;

  for (;;) {
    try {
      const messages = await fetchMessages(to);
      lastError = undefined;
      const match = messages.find(
        (m) => subjectMatches(m.subject, opts.subject) && (since === undefined || Date.parse(m.date) >= since),
      );
      if (match) return match;
    } catch (err) {
      // The catcher may still be starting; keep polling but report why if we give up.
      lastError = err;
    }
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }

  const subject = opts.subject === undefined ? "" : ` with subject matching ${String(opts.subject)}`;
  const reason = lastError instanceof Error ? ` (last error: ${lastError.message})` : "";
  throw new Error(`No email to ${to}${subject} arrived within ${timeoutMs} ms${reason}`);
}

function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, "")
    .replace(/<br\s*\/?>|<\/(p|div|tr|h\d|li)>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ");
}

/**
 * The code is expected on a line of its own; "code: XXXXXX" inline is accepted as a
 * fallback so a copy change in the mail template does not silently break every test.
 */
export function extractVerificationCode(mail: CaughtMail): string {
  const text = mail.text.trim() ? mail.text : htmlToText(mail.html);
  const ownLine = /^[ \t]*([A-Z0-9]{6})[ \t]*\r?$/m.exec(text);
  const inline = ownLine ?? /\b[Cc]ode\b[^A-Za-z0-9\n]{0,10}([A-Z0-9]{6})(?![A-Za-z0-9])/.exec(text);
  const code = inline?.[1];
  if (!code) {
    throw new Error(`No 6-character verification code in mail "${mail.subject}" to ${mail.to.join(", ")}:\n${text}`);
  }
  return code;
}
