import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { POST as upload } from "@/app/api/uploads/route";
import { GET as serveShareCard } from "@/app/share/[...path]/route";
import { GET as serve } from "@/app/uploads/[...path]/route";
import { createS3Store } from "@/lib/images/s3-store";
import { setImageStore } from "@/lib/images/store";
import { callRoute } from "../support/api";
import { fromPeer } from "../support/clients";
import { useTestDatabase } from "../support/database";
import { startLocalBucket, type LocalBucket } from "../support/s3-server";
import { createOrder } from "../factories/orders";
import { plainPng } from "../factories/photos";
import { createProduct } from "../factories/products";
import { createAdmin, createUser } from "../factories/users";

type Upload = { url: string; width: number; height: number };

// Photo names are answered from the shop's memory of what the database references, so a made-up one never reaches
// the bucket; these run against a real S3-compatible server, whose own request count is the measure.
describe(
  "photo names nobody references, with photos in a bucket: GET /uploads/{name}, GET /share/uploads/{name}.jpg",
  { timeout: 60_000 },
  () => {
    const database = useTestDatabase();
    const db = () => database.client();
    let bucket: LocalBucket;
    let adminToken = "";
    let peer = 0;
    /** A client of its own: an address no other test counts against. */
    const client = () => fromPeer(`203.0.113.${(peer += 1)}`);

    beforeAll(async () => {
      adminToken = (await createAdmin(db())).accessToken;
      bucket = await startLocalBucket();
      setImageStore(createS3Store(bucket.settings));
    });

    afterAll(async () => {
      setImageStore(undefined);
      await bucket.close();
    });

    async function uploaded(): Promise<string> {
      const form = new FormData();
      form.set("file", new Blob([await plainPng(40, 30)], { type: "image/png" }), "band.png");
      const answer = await callRoute<Upload>(
        upload,
        new Request("http://localhost/api/uploads", {
          method: "POST",
          body: form,
          headers: { authorization: `Bearer ${adminToken}` },
        }),
      );
      expect(answer.status).toBe(201);
      return answer.body.data.url;
    }

    function photo(url: string, headers: Record<string, string>) {
      const segments = url.split("/").slice(2);
      return serve(new Request(`http://localhost${url}`, { headers }), { params: Promise.resolve({ path: segments }) });
    }

    function card(url: string, headers: Record<string, string>) {
      const segments = ["uploads", `${url.slice("/uploads/".length, url.lastIndexOf("."))}.jpg`];
      return serveShareCard(new Request(`http://localhost/share/${segments.join("/")}`, { headers }), {
        params: Promise.resolve({ path: segments }),
      });
    }

    const madeUp = (extension: string) => `/uploads/${randomBytes(16).toString("hex")}.${extension}`;

    /** What `run` cost the bucket, in requests it was sent. */
    async function bucketCallsDuring(run: () => Promise<unknown>): Promise<number> {
      const before = bucket.requests();
      await run();
      return bucket.requests() - before;
    }

    test("1,000 made-up photo names and their share cards are 404 without one call to the bucket; a real photo still comes from it", async () => {
      const shown = await uploaded();
      await createProduct(db(), { images: [shown] });
      const names = Array.from({ length: 1_000 }, (_, i) => madeUp(["webp", "png", "jpg"][i % 3] ?? "webp"));
      const calls = await bucketCallsDuring(async () => {
        // Fifty names per client, all at once: within every client's limit, so each is answered as a miss, not a 429.
        const answers = await Promise.all(
          names.map((name, i) => {
            const from = fromPeer(`198.51.${Math.floor(i / 50)}.1`);
            return i % 2 === 0 ? photo(name, from) : card(name, from);
          }),
        );
        expect(answers.filter((answer) => answer.status !== 404).map((answer) => answer.status)).toEqual([]);
      });
      expect(calls).toBe(0);
      expect(
        await bucketCallsDuring(async () => expect((await photo(shown, client())).status).toBe(200)),
      ).toBeGreaterThan(0);
    });

    test("an upload no piece shows yet is 404 to a visitor without a call to the bucket, and the maker's own preview of it is served", async () => {
      const fresh = await uploaded();
      expect(await bucketCallsDuring(async () => expect((await photo(fresh, client())).status).toBe(404))).toBe(0);
      const member = await createUser(db());
      expect(
        await bucketCallsDuring(async () =>
          expect((await photo(fresh, { ...client(), authorization: `Bearer ${member.accessToken}` })).status).toBe(404),
        ),
      ).toBe(0);
      expect((await photo(fresh, { ...client(), authorization: `Bearer ${adminToken}` })).status).toBe(200);
      expect((await card(fresh, { ...client(), authorization: `Bearer ${adminToken}` })).status).toBe(200);
    });

    test("a photo saved on another process a moment ago is served on its first request, its share card too", async () => {
      const fresh = await uploaded();
      const unused = await uploaded();
      expect((await photo(fresh, client())).status).toBe(404);
      // Written straight to the database, as another process saving the piece would: this process is told nothing.
      await createProduct(db(), { images: [fresh] });
      expect((await photo(fresh, client())).status).toBe(200);
      expect((await card(fresh, client())).status).toBe(200);
      expect((await photo(unused, client())).status).toBe(404);
    });

    test("a photo the maker took off her piece after it sold is still served: its order line shows it", async () => {
      const sold = await uploaded();
      const piece = await createProduct(db(), { images: [sold] });
      await createOrder(db(), {
        email: "buyer@example.test",
        items: [{ product: piece, unitPriceCents: 2_450, quantity: 1 }],
      });
      await db().product.update({ where: { id: piece.id }, data: { images: [] } });
      expect((await photo(sold, client())).status).toBe(200);
    });

    test("one client's misses past 60 in ten minutes are 429; its known photos, and other clients' misses, are answered as before", async () => {
      const shown = await uploaded();
      await createProduct(db(), { images: [shown] });
      const guesser = client();
      for (let i = 0; i < 60; i += 1) expect((await photo(madeUp("webp"), guesser)).status).toBe(404);
      const refused = await photo(madeUp("webp"), guesser);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).not.toBeNull();
      expect((await card(madeUp("png"), guesser)).status).toBe(429);
      expect((await photo(shown, guesser)).status).toBe(200);
      expect((await photo(madeUp("webp"), client())).status).toBe(404);
    });

    test("a name that could not be a key is 404 at once, never counted against its client", async () => {
      const from = client();
      for (let i = 0; i < 70; i += 1) expect((await photo(`/uploads/not-a-key-${i}.webp`, from)).status).toBe(404);
      expect((await photo(madeUp("webp"), from)).status).toBe(404);
    });
  },
);
