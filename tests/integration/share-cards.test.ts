import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GET } from "@/app/share/[...path]/route";
import { createLocalDiskStore } from "@/lib/images/local-disk-store";
import { shareCardPath } from "@/lib/images/paths";
import { setImageStore } from "@/lib/images/store";
import { phonePhoto } from "../factories/photos";

async function fetchCard(cardPath: string) {
  const segments = cardPath.replace(/^\/share\//, "").split("/");
  return GET(new Request(`http://localhost${cardPath}`), { params: Promise.resolve({ path: segments }) });
}

async function jpegSize(response: Response) {
  const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { format: metadata.format, width: metadata.width, height: metadata.height };
}

describe("GET /share/{picture}.jpg: share cards", () => {
  let folder = "";
  let uploadedPath = "";

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "atelier-share-"));
    const store = createLocalDiskStore(path.join(folder, "uploads"));
    setImageStore(store);
    // A published upload: a portrait photo, so the card must fit it without cropping.
    const portrait = await sharp(await phonePhoto(900, 1200)).webp().toBuffer();
    uploadedPath = await store.put(new Uint8Array(portrait), "image/webp");
  });

  afterAll(async () => {
    setImageStore(undefined);
    await rm(folder, { recursive: true, force: true });
  });

  test("an uploaded photo's card is a 1200 × 630 JPEG, cached for good", async () => {
    const cardPath = shareCardPath(uploadedPath);
    expect(cardPath).toMatch(/^\/share\/uploads\/[0-9a-f]{32}\.jpg$/);
    const response = await fetchCard(cardPath);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await jpegSize(response)).toEqual({ format: "jpeg", width: 1200, height: 630 });
  });

  test("a demo drawing (SVG) and the placeholder become raster cards too", async () => {
    for (const drawing of ["/products/amethyst-chip-strand-1.svg", "/placeholder-product.svg"]) {
      const response = await fetchCard(shareCardPath(drawing));
      expect(response.status, drawing).toBe(200);
      expect(await jpegSize(response)).toEqual({ format: "jpeg", width: 1200, height: 630 });
    }
  });

  test("anything else answers 404: unknown pictures, other extensions, paths that climb or reach elsewhere", async () => {
    for (const cardPath of [
      "/share/uploads/0123456789abcdef0123456789abcdef.jpg",
      "/share/products/no-such-piece.jpg",
      "/share/products/amethyst-chip-strand-1.png",
      "/share/products/../../package.jpg",
      "/share/og-default.jpg",
      "/share/uploads/originals/x.jpg",
    ]) {
      expect((await fetchCard(cardPath)).status, cardPath).toBe(404);
    }
  });
});
