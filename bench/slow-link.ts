// A phone's slow link between the browser and a server, at the level of the bytes rather than of the requests:
// every byte waits half a round trip each way, and each direction is paced at its own rate, shared by every
// connection, as one radio link would be. DevTools' throttling (Lighthouse's `devtools` method) instead adds a fixed
// latency to each request it sees, which a request the browser makes on its own, outside the page, escapes: the
// preload of a `103 Early Hints` (bench/early-hints.ts measures both). Plain TCP, so TLS and HTTP/2 pass through
// untouched; this machine's kernel has no `netem` for the same at the packet level.
import net from "node:net";

export type LinkProfile = { roundTripMs: number; downKbps: number; upKbps: number };

/** Lighthouse's mobile profile (slow 4G) as a link: its 150 ms round trip and the throughputs DevTools applies. */
export const SLOW_4G: LinkProfile = { roundTripMs: 150, downKbps: 1474.56, upKbps: 675 };

// About one TCP segment: pacing whole socket reads would deliver a page's bytes in lumps no radio link makes.
const SEGMENT_BYTES = 1_400;

/**
 * One direction of the link: bytes leave in order, no faster than `kbps`, and arrive half a round trip later, in the
 * order they left (one queue, so no two timers can swap two pieces of a TLS record). `then` runs a step once every
 * byte queued before it has arrived (a connection's end).
 */
function direction(kbps: number, oneWayMs: number) {
  const queue: { at: number; arrive: () => void }[] = [];
  let freeAt = 0;
  let timer: NodeJS.Timeout | null = null;
  const pump = () => {
    timer = null;
    while (queue.length > 0 && (queue[0]?.at ?? 0) <= performance.now()) queue.shift()?.arrive();
    const next = queue[0];
    if (next) timer = setTimeout(pump, Math.max(0, next.at - performance.now()));
  };
  const enqueue = (at: number, arrive: () => void) => {
    queue.push({ at, arrive });
    timer ??= setTimeout(pump, Math.max(0, at - performance.now()));
  };
  return {
    send(chunk: Buffer, deliver: (segment: Buffer) => void) {
      for (let offset = 0; offset < chunk.length; offset += SEGMENT_BYTES) {
        const segment = chunk.subarray(offset, offset + SEGMENT_BYTES);
        // Lighthouse's kilobits are 1,024 bits, as DevTools applies them.
        freeAt = Math.max(performance.now(), freeAt) + (segment.length * 8) / (kbps * 1.024);
        enqueue(freeAt + oneWayMs, () => deliver(segment));
      }
    },
    then(step: () => void) {
      enqueue(Math.max(performance.now(), freeAt) + oneWayMs, step);
    },
  };
}

/** Listens on a free port of 127.0.0.1 and carries each connection to `targetPort` over the link `profile`. */
export async function startSlowLink(
  targetPort: number,
  profile: LinkProfile = SLOW_4G,
): Promise<{ port: number; cut(): void; close(): void }> {
  const down = direction(profile.downKbps, profile.roundTripMs / 2);
  const up = direction(profile.upKbps, profile.roundTripMs / 2);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, "127.0.0.1");
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.setNoDelay(true);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on("data", (chunk: Buffer) => up.send(chunk, (segment) => upstream.destroyed || upstream.write(segment)));
    upstream.on("data", (chunk: Buffer) => down.send(chunk, (segment) => client.destroyed || client.write(segment)));
    client.on("end", () => up.then(() => upstream.destroyed || upstream.end()));
    upstream.on("end", () => down.then(() => client.destroyed || client.end()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the slow link has no port");
  const cut = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port: address.port,
    /** Drops every open connection: the browser's next request over the link opens a new one. */
    cut,
    close() {
      cut();
      server.close();
    },
  };
}
