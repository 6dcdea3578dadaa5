import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type * as SharpModule from "sharp";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { GET } from "@/app/share/[...path]/route";
import { createLocalDiskStore } from "@/lib/images/local-disk-store";
import { shareCardPath } from "@/lib/images/paths";
import { MAX_SHARE_CARDS } from "@/lib/images/share-card";
import { imageStore, setImageStore } from "@/lib/images/store";
import { useTestDatabase } from "../support/database";
import { phonePhoto } from "../factories/photos";
import { createProduct } from "../factories/products";

// Every image sharp is asked to open, counted: a card rendered is one more.
const sharpCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock("sharp", async (importOriginal) => {
  const actual = (await importOriginal<typeof SharpModule>()).default;
  const counted = (...args: Parameters<typeof actual>) => {
    sharpCalls.count += 1;
    return actual(...args);
  };
  return { default: Object.assign(counted, actual) };
});

/** How many images `run` made sharp open. */
async function rendersDuring(run: () => Promise<unknown>): Promise<number> {
  const before = sharpCalls.count;
  await run();
  return sharpCalls.count - before;
}

async function fetchCard(cardPath: string) {
  const segments = cardPath.replace(/^\/share\//, "").split("/");
  return GET(new Request(`http://localhost${cardPath}`), { params: Promise.resolve({ path: segments }) });
}

async function jpegSize(response: Response) {
  const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { format: metadata.format, width: metadata.width, height: metadata.height };
}

describe("GET /share/{picture}.jpg: share cards", () => {
  const database = useTestDatabase();
  let folder = "";
  let uploadedPath = "";

  /** A small published upload a piece shows, whose card nobody has asked for yet. */
  async function freshUpload(shade: number): Promise<string> {
    const webp = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: shade % 256, g: 90, b: 60 } },
    })
      .webp()
      .toBuffer();
    const url = await imageStore().put(new Uint8Array(webp), "image/webp");
    await createProduct(database.client(), { images: [url] });
    return url;
  }

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "atelier-share-"));
    const store = createLocalDiskStore(path.join(folder, "uploads"));
    setImageStore(store);
    // A published upload: a portrait photo, so the card must fit it without cropping.
    const portrait = await sharp(await phonePhoto(900, 1200))
      .webp()
      .toBuffer();
    uploadedPath = await store.put(new Uint8Array(portrait), "image/webp");
    await createProduct(database.client(), { images: [uploadedPath] });
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

  test("a card is rendered once: asked again, by a burst, or with a query string, it renders nothing more", async () => {
    const cardPath = shareCardPath(await freshUpload(1));
    expect(await rendersDuring(async () => expect((await fetchCard(cardPath)).status).toBe(200))).toBe(1);
    const again = await rendersDuring(async () => {
      const answers = await Promise.all(Array.from({ length: 5 }, () => fetchCard(cardPath)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    });
    expect(again).toBe(0);

    const burstPath = shareCardPath(await freshUpload(2));
    expect(await rendersDuring(() => Promise.all(Array.from({ length: 8 }, () => fetchCard(burstPath))))).toBe(1);

    const busted = await rendersDuring(async () => {
      const answer = await GET(new Request(`http://localhost${cardPath}?v=${Date.now()}`), {
        params: Promise.resolve({ path: cardPath.replace(/^\/share\//, "").split("/") }),
      });
      expect(answer.status).toBe(308);
      expect(answer.headers.get("location")).toBe(cardPath);
    });
    expect(busted).toBe(0);
  });

  test("cards are kept within a bound, the least recently asked for leaving first", { timeout: 60_000 }, async () => {
    const paths: string[] = [];
    for (let i = 0; i <= MAX_SHARE_CARDS; i += 1) paths.push(shareCardPath(await freshUpload(10 + i)));
    const [first, second] = paths;
    if (!first || !second) throw new Error("no pictures");
    expect(
      await rendersDuring(async () => {
        for (const cardPath of paths.slice(0, MAX_SHARE_CARDS)) await fetchCard(cardPath);
        await fetchCard(second);
      }),
    ).toBe(MAX_SHARE_CARDS);
    // One card past the bound pushes out the least recently asked for (the first), not the second, asked again.
    expect(await rendersDuring(() => fetchCard(paths[MAX_SHARE_CARDS] ?? ""))).toBe(1);
    expect(await rendersDuring(() => fetchCard(second))).toBe(0);
    expect(await rendersDuring(() => fetchCard(first))).toBe(1);
  });

  test("unknown pictures take no place among the kept cards and render nothing", async () => {
    const unknown = "/share/uploads/fedcba9876543210fedcba9876543210.jpg";
    expect(
      await rendersDuring(async () => {
        for (let i = 0; i < 3; i += 1) expect((await fetchCard(unknown)).status).toBe(404);
      }),
    ).toBe(0);
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
