import net from "node:net";
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { startSlowLink } from "@/bench/slow-link";

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** A server that answers each connection's first bytes with `reply`, then ends. */
async function replier(reply: Buffer): Promise<number> {
  const server = net.createServer((socket) => socket.once("data", () => socket.end(reply)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => server.close());
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** Sends one byte over the link and reads the whole answer: its bytes and how long since the byte was sent. */
function ask(port: number): Promise<{ bytes: Buffer; ms: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, "127.0.0.1");
    let sentAt = 0;
    socket.on("connect", () => {
      sentAt = performance.now();
      socket.write("?");
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => resolve({ bytes: Buffer.concat(chunks), ms: performance.now() - sentAt }));
    socket.on("error", reject);
  });
}

describe("the benches' slow link", () => {
  it("carries every byte in order, a round trip plus the time the answer's size takes at the link's rate", async () => {
    // 60 kB at 1,024 kbps (Lighthouse's kilobits: 1,048.576 bits a millisecond): 458 ms on the wire, besides a 100 ms
    // round trip.
    const reply = randomBytes(60_000);
    const link = await startSlowLink(await replier(reply), { roundTripMs: 100, downKbps: 1_024, upKbps: 1_024 });
    closers.push(() => link.close());

    const { bytes, ms } = await ask(link.port);
    expect(bytes.equals(reply)).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(100 + 457);
    // Generous above: the test asserts the link's floor, not this machine's speed.
    expect(ms).toBeLessThan(100 + 458 + 1_000);
  });

  it("shares one rate between connections, as one radio link does", async () => {
    const reply = randomBytes(30_000);
    const link = await startSlowLink(await replier(reply), { roundTripMs: 20, downKbps: 1_024, upKbps: 1_024 });
    closers.push(() => link.close());

    // Two answers of 30 kB at once take as long as one of 60 kB: 458 ms of the link's time between them.
    const answers = await Promise.all([ask(link.port), ask(link.port)]);
    expect(answers.every(({ bytes }) => bytes.equals(reply))).toBe(true);
    expect(Math.max(...answers.map(({ ms }) => ms))).toBeGreaterThanOrEqual(20 + 457);
  });

  it("drops its open connections when cut, so the next load opens a new one", async () => {
    const server = net.createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    closers.push(() => server.close());
    const address = server.address();
    if (address === null || typeof address === "string") throw new Error("no port");
    const link = await startSlowLink(address.port, { roundTripMs: 10, downKbps: 1_024, upKbps: 1_024 });
    closers.push(() => link.close());

    const socket = net.connect(link.port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    // The link has taken the connection once its far end is open.
    await new Promise((resolve) => setTimeout(resolve, 50));
    link.cut();
    await expect(closed).resolves.toBe(false);
  });
});
