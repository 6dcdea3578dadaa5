import net from "node:net";
import { socketOwner } from "./socket-owner";

export type SmtpForwarder = {
  port: number;
  /** Which instance (its label, "?" when it could not be told) sent a RCPT TO for each recipient, in order. */
  senders(): ReadonlyMap<string, readonly string[]>;
  close(): Promise<void>;
};

/**
 * The instances' SMTP server: passes every byte on to the mail catcher on `catcherPort` (a connection it cannot
 * make is closed, as a refused one would be), and reads the envelope the client sends, to tell which instance
 * (label → pid, from `pids`) delivered each recipient's mail.
 */
export async function startSmtpForwarder(
  catcherPort: number,
  pids: () => ReadonlyMap<string, number>,
): Promise<SmtpForwarder> {
  const senders = new Map<string, string[]>();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(catcherPort, "127.0.0.1");
    sockets.add(client).add(upstream);
    const clientPort = client.remotePort ?? 0;
    // Looked up while the connection is new; again at the envelope if the process could not be told then.
    let owner = socketOwner(clientPort, pids());
    let partial = "";
    client.on("data", (chunk: Buffer) => {
      upstream.write(chunk);
      const lines = (partial + chunk.toString("latin1")).split("\r\n");
      partial = (lines.pop() ?? "").slice(-1_000);
      for (const line of lines) {
        const recipient = /^RCPT TO:\s*<([^>]+)>/i.exec(line)?.[1]?.toLowerCase();
        if (!recipient) continue;
        owner = owner.then((known) => known ?? socketOwner(clientPort, pids()));
        void owner.then((label) => senders.set(recipient, [...(senders.get(recipient) ?? []), label ?? "?"]));
      }
    });
    upstream.on("data", (chunk: Buffer) => client.write(chunk));
    const end = () => {
      sockets.delete(client);
      sockets.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) socket.on("close", end).on("error", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("The SMTP forwarder is not listening on a port");
  return {
    port: address.port,
    senders: () => senders,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
