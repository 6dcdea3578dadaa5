import "server-only";
import { createTransport } from "nodemailer";
import { env } from "@/lib/env";

export type OutgoingMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
};

export type MailTransport = {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/**
 * An SMTP connection to SMTP_URL, sending as MAIL_FROM; null when no SMTP server is configured (mail then waits
 * in the outbox). The outbox renews its lease while a send lasts; these timeouts end a send to a server that hung.
 */
export function openMailTransport(): MailTransport | null {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) return null;
  const transport = createTransport({
    url: SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: MAIL_FROM, ...mail });
    },
    close() {
      transport.close();
    },
  };
}
