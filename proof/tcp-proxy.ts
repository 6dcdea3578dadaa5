import net from "node:net";

export type TcpProxy = {
  port: number;
  /** Holds every byte both ways, on open connections and on those opened meanwhile, until resume(). */
  pause(): void;
  resume(): void;
  /** Destroys every open connection (both sides), as a restarted database or a broken network would. */
  dropAll(): void;
  openConnections(): number;
  close(): Promise<void>;
};

type Pair = { client: net.Socket; upstream: net.Socket };

/**
 * A TCP forwarder on 127.0.0.1 that the proof controls: what stands between the shop's instances and Postgres
 * (or its SMTP server), so a stall or a loss of every connection can be made on purpose. `onConnection` sees
 * each accepted client socket first (to tell which process opened it) and `onClientData` every chunk the client
 * sends upstream (to read an SMTP envelope).
 */
export async function startTcpProxy(
  target: { host: string; port: number },
  hooks: { onConnection?: (client: net.Socket) => void; onClientData?: (client: net.Socket, chunk: Buffer) => void } = {},
): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let paused = false;

  const server = net.createServer((client) => {
    hooks.onConnection?.(client);
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    client.on("data", (chunk: Buffer) => {
      hooks.onClientData?.(client, chunk);
      if (!upstream.write(chunk)) client.pause();
    });
    upstream.on("data", (chunk: Buffer) => {
      if (!client.write(chunk)) upstream.pause();
    });
    // Flow control, unless the proof is holding the bytes on purpose.
    upstream.on("drain", () => !paused && client.resume());
    client.on("drain", () => !paused && upstream.resume());
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
    if (paused) {
      client.pause();
      upstream.pause();
    }
  });
  const dropAll = () => {
    for (const { client, upstream } of [...pairs]) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("The TCP proxy is not listening on a port");

  return {
    port: address.port,
    pause() {
      paused = true;
      for (const { client, upstream } of pairs) {
        client.pause();
        upstream.pause();
      }
    },
    resume() {
      paused = false;
      for (const { client, upstream } of pairs) {
        client.resume();
        upstream.resume();
      }
    },
    dropAll,
    openConnections: () => pairs.size,
    close() {
      dropAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
