import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { POST as createRequest } from "@/app/api/custom-requests/route";
import { createLocalDiskStore } from "@/lib/images/local-disk-store";
import { setImageStore } from "@/lib/images/store";
import { fromPeer } from "../support/clients";
import { phonePhoto } from "../factories/photos";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";

const DESCRIPTION = "A thin gold ring with a small garnet, like the one my grandmother wore.";
const MB = 1024 * 1024;
const CHUNK = 64 * 1024;
const BOUNDARY = "----atelier-test-boundary";

/** A piece of a multipart body: bytes as they are, or `bytes` zeros made only when the reader asks for them. */
type Piece = Uint8Array | { zeros: number };

/** A multipart/form-data body pulled chunk by chunk (nothing queued ahead), telling how much of it was read. */
function meteredForm(pieces: Piece[]): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  const queue = [...pieces];
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = queue[0];
        if (next === undefined) return controller.close();
        if (next instanceof Uint8Array) {
          queue.shift();
          pulled += next.byteLength;
          return controller.enqueue(next);
        }
        const size = Math.min(CHUNK, next.zeros);
        next.zeros -= size;
        if (next.zeros === 0) queue.shift();
        pulled += size;
        controller.enqueue(new Uint8Array(size));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

const text = (value: string) => new TextEncoder().encode(value);
const field = (name: string, value: string) =>
  text(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const fileHead = (name: string) =>
  text(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
const fileEnd = text("\r\n");
const closing = text(`--${BOUNDARY}--\r\n`);
const herFields = (email: string) => [field("name", "Ada"), field("email", email), field("description", DESCRIPTION)];

function multipartRequest(body: ReadableStream<Uint8Array>, headers: Record<string, string>): Request {
  return new Request(`${ORIGIN}/api/custom-requests`, {
    method: "POST",
    body,
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    duplex: "half",
  } as RequestInit);
}

describe("POST /api/custom-requests from outside the shop's pages", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();
  let folder = "";
  let seq = 0;
  const client = () => fromPeer(`192.0.2.${(seq += 1)}`);

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "atelier-commission-doors-"));
    setImageStore(createLocalDiskStore(folder));
  });
  afterAll(async () => {
    setImageStore(undefined);
    await rm(folder, { recursive: true, force: true });
  });

  /** Everything a refused request could have left behind. */
  async function traces() {
    const [requests, outbox, counters, photos] = await Promise.all([
      db().customRequest.count(),
      db().emailOutbox.count(),
      db().rateLimitCounter.findMany({ select: { key: true, count: true }, orderBy: { key: "asc" } }),
      readdir(folder, { recursive: true }),
    ]);
    return { requests, outbox, counters, photos };
  }

  test("another site's page sending the form, as JSON or multipart with a photo, is refused 403 cross_site_request: nothing stored, mailed or counted", async () => {
    const before = await traces();
    const headers = client();
    const json = await callRoute(
      createRequest,
      apiRequest("POST", "/api/custom-requests", {
        origin: "https://evil.example",
        headers,
        body: { name: "Ada", email: "victim@example.test", description: DESCRIPTION },
      }),
    );
    const form = new FormData();
    form.set("name", "Ada");
    form.set("email", "victim@example.test");
    form.set("description", DESCRIPTION);
    form.append("photos", new File([await phonePhoto(40, 30)], "ring.jpg", { type: "image/jpeg" }));
    const multipart = await callRoute(
      createRequest,
      new Request(`${ORIGIN}/api/custom-requests`, {
        method: "POST",
        body: form,
        headers: { origin: "https://evil.example", ...headers },
      }),
    );
    for (const answer of [json, multipart])
      expect(answer).toMatchObject({ status: 403, body: { success: false, code: "cross_site_request" } });
    expect(await traces()).toEqual(before);

    // The same form from the shop's own page goes through.
    const fromShop = await callRoute(
      createRequest,
      apiRequest("POST", "/api/custom-requests", {
        origin: ORIGIN,
        headers,
        body: { name: "Ada", email: "ada@example.test", description: DESCRIPTION },
      }),
    );
    expect(fromShop.status).toBe(201);
  });

  test("12 invalid requests from one client: each counts, the first 5 answer 400 and every one past the limit 429", async () => {
    const headers = client();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const answer = await callRoute(
        createRequest,
        apiRequest("POST", "/api/custom-requests", {
          origin: ORIGIN,
          headers,
          body: { name: "", email: "not-an-email", description: "short" },
        }),
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429, 429, 429]);
    // A valid request from that client is refused too; another client is not held up.
    const valid = { name: "Ada", email: "ada-valid@example.test", description: DESCRIPTION };
    expect(
      (
        await callRoute(
          createRequest,
          apiRequest("POST", "/api/custom-requests", { origin: ORIGIN, headers, body: valid }),
        )
      ).status,
    ).toBe(429);
    expect(
      (
        await callRoute(
          createRequest,
          apiRequest("POST", "/api/custom-requests", { origin: ORIGIN, headers: client(), body: valid }),
        )
      ).status,
    ).toBe(201);
  });

  test("the stalled 20 MB upload of an over-limit client is answered 429 in under a second, its body never read", async () => {
    const headers = client();
    for (let i = 0; i < 6; i += 1)
      await callRoute(createRequest, apiRequest("POST", "/api/custom-requests", { origin: ORIGIN, headers, body: {} }));
    let pulls = 0;
    // Headers sent, then nothing: a body that would never finish arriving.
    const stalled = new ReadableStream<Uint8Array>(
      { pull: () => new Promise<void>(() => (pulls += 1)) },
      { highWaterMark: 0 },
    );
    const started = performance.now();
    const answer = await callRoute(
      createRequest,
      multipartRequest(stalled, { ...headers, origin: ORIGIN, "content-length": String(20 * MB) }),
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(answer.status).toBe(429);
    expect(answer.body.code).toBe("rate_limited");
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(pulls).toBe(0);
  });

  test("a 30 MB photo is refused 413 once its 25 MB have arrived, the rest never read and nothing kept", async () => {
    const before = await traces();
    const body = meteredForm([
      ...herFields("big@example.test"),
      fileHead("huge.jpg"),
      { zeros: 30 * MB },
      fileEnd,
      closing,
    ]);
    const answer = await callRoute(createRequest, multipartRequest(body.stream, { ...client(), origin: ORIGIN }));
    expect(answer).toMatchObject({
      status: 413,
      body: { code: "payload_too_large", error: "Images must be 25 MB or smaller" },
    });
    expect(body.pulled()).toBeGreaterThan(25 * MB);
    expect(body.pulled()).toBeLessThan(25 * MB + 2 * CHUNK);
    const after = await traces();
    expect([after.requests, after.outbox, after.photos]).toEqual([before.requests, before.outbox, before.photos]);
  });

  test("a fourth photo is refused 400 as soon as its part begins, before its bytes are read", async () => {
    const small = await phonePhoto(20, 20);
    const photo = (name: string) => [fileHead(name), small, fileEnd];
    const body = meteredForm([
      ...herFields("four@example.test"),
      ...photo("1.jpg"),
      ...photo("2.jpg"),
      ...photo("3.jpg"),
      fileHead("4.jpg"),
      { zeros: 10 * MB },
      fileEnd,
      closing,
    ]);
    const answer = await callRoute(createRequest, multipartRequest(body.stream, { ...client(), origin: ORIGIN }));
    expect(answer).toMatchObject({ status: 400, body: { details: [{ path: "photos", message: "At most 3 photos" }] } });
    expect(body.pulled()).toBeLessThan(MB);
  });

  test("text past 64 kB answers 413 (one field or many), and more than 20 fields 400 without reading on", async () => {
    const long = meteredForm([...herFields("long@example.test"), field("budget", "1".repeat(65 * 1024)), closing]);
    expect(
      await callRoute(createRequest, multipartRequest(long.stream, { ...client(), origin: ORIGIN })),
    ).toMatchObject({ status: 413, body: { code: "payload_too_large" } });
    const spread = meteredForm([
      ...herFields("spread@example.test"),
      ...Array.from({ length: 5 }, (_, i) => field(`note${i}`, "x".repeat(15 * 1024))),
      closing,
    ]);
    expect(
      await callRoute(createRequest, multipartRequest(spread.stream, { ...client(), origin: ORIGIN })),
    ).toMatchObject({ status: 413, body: { code: "payload_too_large" } });

    const many = meteredForm([
      ...Array.from({ length: 21 }, (_, i) => field(`f${i}`, "x")),
      { zeros: 5 * MB },
      closing,
    ]);
    const tooMany = await callRoute(createRequest, multipartRequest(many.stream, { ...client(), origin: ORIGIN }));
    expect(tooMany).toMatchObject({ status: 400, body: { details: [{ path: "body", message: "At most 20 fields" }] } });
    expect(many.pulled()).toBeLessThan(MB);
  });

  test("a declared length past the form's cap (3 photos of 25 MB and the text around them) is refused 413 before a byte is read", async () => {
    const body = meteredForm([{ zeros: 80 * MB }]);
    const answer = await callRoute(
      createRequest,
      multipartRequest(body.stream, { ...client(), origin: ORIGIN, "content-length": String(76 * MB) }),
    );
    expect(answer.status).toBe(413);
    expect(body.pulled()).toBe(0);
  });
});
