import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { nodeFs } from "next/dist/server/lib/node-fs-methods.js";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

// The product page's cache key as Next's response cache writes it (seen in a production build's .next/server).
const ROUTE = "/route-cache/APP_PAGE/ea1774ebce4927f9c8279e50005592ef2e47a9ef37cf7d5ec7ab3eddf7ae5e00/$";
const pageKey = (id: string) => `${ROUTE}/product/${id}`;
const READ = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };
const WRITE = { cacheControl: { revalidate: 60, expire: 31_536_000 }, isRoutePPREnabled: false, isFallback: false };

/**
 * What Next hands its cache after rendering /product/{id}: the page, its payload and prefetch segments, and its status.
 */
function renderedPage(id: string, status: number) {
  const html =
    `<!DOCTYPE html><html><body><main>${status === 404 ? "Product not found" : `Piece ${id}`}</main></body></html>`.padEnd(
      8_000,
      " ",
    );
  const segment = Buffer.alloc(2_000, "s");
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.alloc(6_000, "r"),
    headers: { "x-next-cache-tags": `_N_T_/product/${id}` },
    status,
    postponed: undefined,
    segmentData: new Map([
      ["/_tree", segment],
      ["/_full", segment],
      ["/_head", segment],
      ["/todo-remove-fake-segment/__PAGE__", segment],
    ]),
  };
}

/** Bytes and files under `folder`, as `du` would count them. */
async function diskUse(folder: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

// lib/catalog/page-cache-handler.mjs is what decides what Next's page cache keeps: Next gives it every product page it
// renders, found or not. Each test loads the handler afresh (it keeps its index per process) over a folder of its own.
describe("the product page cache", { timeout: 120_000 }, () => {
  let folder = "";
  let databaseUrl: string | undefined;

  async function openCache() {
    vi.resetModules();
    const { default: CatalogAwareCache, MAX_PRODUCT_PAGES } = await import("@/lib/catalog/page-cache-handler.mjs");
    const cache = new CatalogAwareCache({
      fs: nodeFs,
      serverDistDir: folder,
      flushToDisk: true,
      maxMemoryCacheSize: 50 * 1024 * 1024,
      revalidatedTags: [],
    });
    return { cache, MAX_PRODUCT_PAGES };
  }

  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "atelier-page-cache-"));
    // No catalogue listener here: these tests are about what is kept, not when it changes.
    databaseUrl = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
  });
  afterEach(async () => {
    process.env.DATABASE_URL = databaseUrl;
    await rm(folder, { recursive: true, force: true });
  });

  test("a crawl of 10,000 made-up product ids leaves the cache's disk use flat", async () => {
    const { cache } = await openCache();
    await cache.set(pageKey("real-piece"), renderedPage("real-piece", 200), WRITE);
    const before = await diskUse(folder);
    expect(before.files).toBe(7);

    for (let i = 0; i < 10_000; i += 1) {
      const id = randomUUID();
      expect(await cache.get(pageKey(id), READ)).toBeNull();
      await cache.set(pageKey(id), renderedPage(id, 404), WRITE);
    }

    expect(await diskUse(folder)).toEqual(before);
    expect(await cache.get(pageKey("real-piece"), READ)).toMatchObject({ value: { kind: "APP_PAGE", status: 200 } });
  });

  test("past the bound the least recently used page is deleted, files and all", async () => {
    const { cache, MAX_PRODUCT_PAGES } = await openCache();
    // Ids of one length, so that every page weighs the same on disk.
    const piece = (n: number) => `piece-${String(n).padStart(5, "0")}`;
    for (let i = 0; i < MAX_PRODUCT_PAGES; i += 1)
      await cache.set(pageKey(piece(i)), renderedPage(piece(i), 200), WRITE);
    const full = await diskUse(folder);
    expect(full.files).toBe(7 * MAX_PRODUCT_PAGES);
    // A visit makes the first the most recently used; the second is now the one to go.
    expect(await cache.get(pageKey(piece(0)), READ)).not.toBeNull();

    await cache.set(pageKey(piece(99_999)), renderedPage(piece(99_999), 200), WRITE);

    expect(await diskUse(folder)).toEqual(full);
    expect(await cache.get(pageKey(piece(1)), READ)).toBeNull();
    expect(await cache.get(pageKey(piece(0)), READ)).not.toBeNull();
    expect(await cache.get(pageKey(piece(99_999)), READ)).not.toBeNull();
  });

  test("a product that is gone takes its stored page with it", async () => {
    const { cache } = await openCache();
    await cache.set(pageKey("sold-and-deleted"), renderedPage("sold-and-deleted", 200), WRITE);
    expect((await diskUse(folder)).files).toBe(7);
    await cache.set(pageKey("sold-and-deleted"), renderedPage("sold-and-deleted", 404), WRITE);
    expect(await diskUse(folder)).toEqual({ files: 0, bytes: 0 });
    expect(await cache.get(pageKey("sold-and-deleted"), READ)).toBeNull();
  });

  test("at start, the 404s an earlier version stored are deleted and the pages stay", async () => {
    // What the cache held before this change: a real page and the 404s of two made-up ids.
    const { cache: earlier } = await openCache();
    await earlier.set(pageKey("kept-piece"), renderedPage("kept-piece", 200), WRITE);
    const productFolder = path.join(folder, ROUTE, "product");
    for (const id of ["made-up-1", "made-up-2"]) {
      await mkdir(path.join(productFolder, `${id}.segments`), { recursive: true });
      await writeFile(path.join(productFolder, `${id}.html`), "Product not found");
      await writeFile(path.join(productFolder, `${id}.rsc`), "r");
      await writeFile(path.join(productFolder, `${id}.segments`, "_tree.segment.rsc"), "s");
      await writeFile(path.join(productFolder, `${id}.meta`), JSON.stringify({ status: 404, headers: {} }));
    }

    const { cache } = await openCache();
    // The scan runs once, before the cache's first write.
    await cache.set(pageKey("new-piece"), renderedPage("new-piece", 200), WRITE);
    const left = (await readdir(productFolder)).sort();
    expect(left).toEqual(
      ["kept-piece", "new-piece"].flatMap((id) => [`${id}.html`, `${id}.meta`, `${id}.rsc`, `${id}.segments`]),
    );
  });
});
