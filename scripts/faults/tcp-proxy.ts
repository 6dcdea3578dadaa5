import net from "node:net";

/**
 * A TCP proxy that a test or the proof run puts between the shop and Postgres to break the link on purpose:
 * `pause()` holds every byte in both directions (a stalled database or network: connections stay open, nothing
 * answers), `resume()` lets the held bytes through in order, and `dropAll()` cuts every open connection (a restart
 * or failover). New connections made while paused are accepted and held too.
 */
export type TcpProxy = {
  port: number;
  pause(): void;
  resume(): void;
  dropAll(): void;
  /** Connections open now. */
  connections(): number;
  close(): Promise<void>;
};

type Link = { client: net.Socket; upstream: net.Socket };

export async function startTcpProxy(target: { host: string; port: number }, listenPort = 0): Promise<TcpProxy> {
  const links = new Set<Link>();
  let paused = false;

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const link: Link = { client, upstream };
    links.add(link);
    if (paused) {
      client.pause();
      upstream.pause();
    }
    // Data is forwarded by hand rather than with pipe(): a paused socket stops reading, so its bytes wait in the
    // kernel and in the stream until resume().
    client.on("data", (chunk) => upstream.write(chunk));
    upstream.on("data", (chunk) => client.write(chunk));
    const close = () => {
      links.delete(link);
      client.destroy();
      upstream.destroy();
    };
    client.on("close", close);
    upstream.on("close", close);
    client.on("error", close);
    upstream.on("error", close);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the proxy has no TCP port");

  const proxy: TcpProxy = {
    port: address.port,
    pause() {
      paused = true;
      for (const { client, upstream } of links) {
        client.pause();
        upstream.pause();
      }
    },
    resume() {
      paused = false;
      for (const { client, upstream } of links) {
        client.resume();
        upstream.resume();
      }
    },
    dropAll() {
      for (const { client, upstream } of links) {
        client.destroy();
        upstream.destroy();
      }
      links.clear();
    },
    connections: () => links.size,
    close() {
      proxy.dropAll();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}
