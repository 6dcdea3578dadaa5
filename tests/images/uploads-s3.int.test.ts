import { ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { POST } from "@/app/api/uploads/route";
import { GET as serve } from "@/app/uploads/[...path]/route";
import { GET as serveShareCard } from "@/app/share/[...path]/route";
import { ServiceUnavailableError } from "@/lib/errors";
import type { ImageStore } from "@/lib/images/image-store";
import { createS3Client, createS3Store } from "@/lib/images/s3-store";
import { setImageStore } from "@/lib/images/store";
import { callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { startLocalBucket, type LocalBucket } from "../support/s3-server";
import { plainPng } from "../factories/photos";
import { createProduct } from "../factories/products";
import { createAdmin } from "../factories/users";

type Upload = { url: string; width: number; height: number };

describe("photos in an S3 bucket: POST /api/uploads, GET /uploads/{name}, GET /share/uploads/{name}.jpg", () => {
  const database = useTestDatabase();
  let adminToken = "";
  let bucket: LocalBucket;
  let client: S3Client;
  let photo: Uint8Array<ArrayBuffer>;

  beforeAll(async () => {
    adminToken = (await createAdmin(database.client())).accessToken;
    bucket = await startLocalBucket();
    client = createS3Client(bucket.settings);
    setImageStore(createS3Store(bucket.settings));
    photo = await plainPng(40, 30);
  });

  afterAll(async () => {
    setImageStore(undefined);
    client.destroy();
    await bucket.close();
  });

  function upload() {
    const form = new FormData();
    form.set("file", new Blob([photo], { type: "image/png" }), "ring.png");
    return callRoute<Upload>(
      POST,
      new Request("http://localhost/api/uploads", {
        method: "POST",
        body: form,
        headers: { authorization: `Bearer ${adminToken}` },
      }),
    );
  }

  /**
   * An upload shown on a piece: what a visitor's browser is sent to /uploads/ for (nothing else is read from the
   * bucket).
   */
  async function shownUpload() {
    const answer = await upload();
    await createProduct(database.client(), { images: [answer.body.data.url] });
    return answer;
  }

  function fetchUpload(url: string) {
    const segments = url.slice(1).split("/").slice(1);
    return serve(new Request(`http://localhost${url}`), { params: Promise.resolve({ path: segments }) });
  }

  function fetchShareCard(url: string) {
    const segments = ["uploads", `${url.slice("/uploads/".length, -".webp".length)}.jpg`];
    return serveShareCard(new Request(`http://localhost/share/${segments.join("/")}`), {
      params: Promise.resolve({ path: segments }),
    });
  }

  /** Every key in the bucket, pictures and originals alike. */
  async function objects(): Promise<string[]> {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket.settings.bucket }));
    return (listed.Contents ?? []).map((object) => object.Key ?? "").sort();
  }

  test("an upload puts the picture and its original in the bucket, and /uploads/ streams it with immutable caching", async () => {
    const before = await objects();
    const { status, body } = await shownUpload();
    expect(status).toBe(201);
    const key = body.data.url.slice("/uploads/".length);
    const stem = key.slice(0, -".webp".length);
    // The published picture under public/ (the only prefix a CDN may be pointed at), the original under originals/.
    expect(await objects()).toEqual([...before, `public/${key}`, `originals/${stem}.png`].sort());

    const served = await fetchUpload(body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.toString("latin1", 0, 4)).toBe("RIFF");
    expect(served.headers.get("content-length")).toBe(String(bytes.byteLength));

    const card = await fetchShareCard(body.data.url);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/jpeg");
  });

  test("a name the bucket does not hold is 404, and the original is never served", async () => {
    expect((await fetchUpload(`/uploads/${"a".repeat(32)}.webp`)).status).toBe(404);
    const { body } = await upload();
    const stem = body.data.url.slice("/uploads/".length, -".webp".length);
    expect((await fetchUpload(`/uploads/originals/${stem}.png`)).status).toBe(404);
  });

  test("the bucket away: an upload is 503 with Retry-After and stores nothing, /uploads/ is 503; back, both work without a restart", async () => {
    const { body: earlier } = await shownUpload();
    const stored = await objects();
    await bucket.stop();
    try {
      const refused = await upload();
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("5");
      expect(refused.body).toMatchObject({ success: false, code: "image_store_unavailable" });

      const unserved = await fetchUpload(earlier.data.url);
      expect(unserved.status).toBe(503);
      expect(unserved.headers.get("retry-after")).toBe("5");
      // A card not rendered before the bucket went away cannot be rendered now: 503, not a 404 that caches would keep.
      expect((await fetchShareCard(earlier.data.url)).status).toBe(503);
    } finally {
      await bucket.start();
    }
    expect(await objects()).toEqual(stored);
    expect((await fetchUpload(earlier.data.url)).status).toBe(200);
    expect((await upload()).status).toBe(201);
  });

  test("a bucket that is gone answers 503, never a 404 a cache would keep for a picture only out of reach", async () => {
    const { body } = await shownUpload();
    setImageStore(createS3Store({ ...bucket.settings, bucket: "no-such-bucket" }));
    try {
      const answer = await fetchUpload(body.data.url);
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("5");
    } finally {
      setImageStore(createS3Store(bucket.settings));
    }
  });

  test("a store failing half-way (the picture put, its original not) takes the picture back: nothing half-stored", async () => {
    const real = createS3Store(bucket.settings);
    const failingOriginals: ImageStore = {
      ...real,
      keepOriginal: () =>
        Promise.reject(new ServiceUnavailableError("The photo store is not answering.", "image_store_unavailable", 5)),
    };
    setImageStore(failingOriginals);
    try {
      const before = await objects();
      const refused = await upload();
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("5");
      expect(await objects()).toEqual(before);
    } finally {
      setImageStore(real);
    }
  });
});
