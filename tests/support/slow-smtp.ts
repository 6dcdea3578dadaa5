import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server that takes `delayMs` to accept each message, like one under load or behind a slow link. */
export type SlowSmtp = { url: string; received(): { to: string[]; subject: string }[]; stop(): Promise<void> };

export async function startSlowSmtp(delayMs: number): Promise<SlowSmtp> {
  const received: { to: string[]; subject: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          // The message is only accepted (and counted) once the delay is over, as a slow server would answer.
          setTimeout(() => {
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject: parsed.subject ?? "",
            });
            callback();
          }, delayMs);
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => [...received],
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const connection of [...server.connections]) connection.send(421, "Shutting down");
      }),
  };
}
