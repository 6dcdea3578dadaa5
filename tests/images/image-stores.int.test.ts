import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { ImageStore } from "@/lib/images/image-store";
import { createLocalDiskStore } from "@/lib/images/local-disk-store";
import { createS3Client, createS3Store } from "@/lib/images/s3-store";
import { JPEG_5x4, PNG_3x2, WEBP_LOSSY_6x5 } from "../factories/images";
import { startLocalBucket } from "../support/s3-server";

/** A store under test, and a look past its interface at the private original it kept (null when there is none). */
type Harness = { store: ImageStore; readOriginal(name: string): Promise<Uint8Array | null>; close(): Promise<void> };

async function diskHarness(): Promise<Harness> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "atelier-store-"));
  const root = path.join(folder, "uploads");
  return {
    store: createLocalDiskStore(root),
    readOriginal: (name) =>
      readFile(path.join(root, "originals", name)).then(
        (bytes) => new Uint8Array(bytes),
        () => null,
      ),
    close: () => rm(folder, { recursive: true, force: true }),
  };
}

async function s3Harness(): Promise<Harness> {
  const bucket = await startLocalBucket();
  const client = createS3Client(bucket.settings);
  return {
    store: createS3Store(bucket.settings),
    async readOriginal(name) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket.settings.bucket, Key: `originals/${name}` }),
        );
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch {
        return null;
      }
    },
    async close() {
      client.destroy();
      await bucket.close();
    },
  };
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const keyOf = (url: string) => url.slice("/uploads/".length);
const stem = (key: string) => key.slice(0, key.lastIndexOf("."));

describe.each([
  { name: "the disk store", open: diskHarness },
  { name: "the S3 store", open: s3Harness },
])("$name", ({ open }) => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await open();
  });

  afterAll(async () => {
    await harness.close();
  });

  test("put answers a new /uploads/ URL with a random name of the type's extension", async () => {
    const first = await harness.store.put(WEBP_LOSSY_6x5, "image/webp");
    const second = await harness.store.put(WEBP_LOSSY_6x5, "image/webp");
    expect(first).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(second).not.toBe(first);
    expect(await harness.store.put(PNG_3x2, "image/png")).toMatch(/\.png$/);
  });

  test("get answers the stored bytes, their type and size", async () => {
    const url = await harness.store.put(WEBP_LOSSY_6x5, "image/webp");
    const image = await harness.store.get(keyOf(url));
    expect(image).not.toBeNull();
    expect(image?.contentType).toBe("image/webp");
    expect(image?.size).toBe(WEBP_LOSSY_6x5.byteLength);
    expect(image && (await bytesOf(image.body))).toEqual(WEBP_LOSSY_6x5);
  });

  test("keepOriginal keeps the file as uploaded, under the picture's name with its own type, and get never serves it", async () => {
    const url = await harness.store.put(WEBP_LOSSY_6x5, "image/webp");
    await harness.store.keepOriginal(url, JPEG_5x4, "image/jpeg");
    const originalName = `${stem(keyOf(url))}.jpg`;
    expect(await harness.readOriginal(originalName)).toEqual(JPEG_5x4);
    expect(await harness.store.get(originalName)).toBeNull();
    expect(await harness.store.get(`originals/${originalName}`)).toBeNull();
    const published = await harness.store.get(keyOf(url));
    expect(published && (await bytesOf(published.body))).toEqual(WEBP_LOSSY_6x5);
  });

  test("keepOriginal refuses a URL the store did not make", async () => {
    await expect(harness.store.keepOriginal("/uploads/../secrets.png", PNG_3x2, "image/png")).rejects.toThrow();
  });

  test("delete removes the picture and its original; deleting again is no error", async () => {
    const url = await harness.store.put(WEBP_LOSSY_6x5, "image/webp");
    await harness.store.keepOriginal(url, PNG_3x2, "image/png");
    await harness.store.delete(keyOf(url));
    expect(await harness.store.get(keyOf(url))).toBeNull();
    expect(await harness.readOriginal(`${stem(keyOf(url))}.png`)).toBeNull();
    await expect(harness.store.delete(keyOf(url))).resolves.toBeUndefined();
  });

  test("putPrivate keeps a picture only getPrivate reads: get (and so /uploads) never serves it", async () => {
    const key = await harness.store.putPrivate(JPEG_5x4, "image/jpeg");
    expect(key).toMatch(/^[0-9a-f]{32}\.jpg$/);
    const kept = await harness.store.getPrivate(key);
    expect(kept?.contentType).toBe("image/jpeg");
    expect(kept && (await bytesOf(kept.body))).toEqual(JPEG_5x4);
    expect(await harness.store.get(key)).toBeNull();
    expect(await harness.store.get(`private/${key}`)).toBeNull();
    expect(await harness.store.getPrivate(`${"0".repeat(32)}.jpg`)).toBeNull();
    expect(await harness.store.getPrivate("../package.json")).toBeNull();
  });

  test("deletePrivate removes a private picture; removing it again, or a name that could not be a key, is no error", async () => {
    const key = await harness.store.putPrivate(JPEG_5x4, "image/jpeg");
    await harness.store.deletePrivate(key);
    expect(await harness.store.getPrivate(key)).toBeNull();
    await expect(harness.store.deletePrivate(key)).resolves.toBeUndefined();
    await expect(harness.store.deletePrivate("../package.json")).resolves.toBeUndefined();
  });

  test("a missing name, or one that could not be a key, is null", async () => {
    expect(await harness.store.get(`${"0".repeat(32)}.webp`)).toBeNull();
    for (const name of ["../package.json", "originals", "", "abc.webp", `${"0".repeat(32)}.svg`]) {
      expect(await harness.store.get(name)).toBeNull();
    }
  });
});
