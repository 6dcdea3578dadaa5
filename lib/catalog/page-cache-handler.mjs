// @ts-check
// Next.js loads this file itself, outside the app's bundle (next.config.mjs names it as `cacheHandler`), which is
// why it is plain JavaScript that reads process.env directly and imports nothing of the app.
import { readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import pg from "pg";

/**
 * Next.js's own page cache (memory in front of .next/), with one addition: a cached product page rendered before its
 * product last changed, or before the catalog's categories last changed, is a miss, so it is rendered again from the
 * database on its next visit.
 *
 * Each shop process caches pages on its own. A write on this process drops its cache at once (revalidatePath in
 * lib/catalog/revalidate.ts), but another process behind the same load balancer would go on serving the old price or
 * stock until its copy expired. So every catalog write, once committed, sends a Postgres NOTIFY naming the products it
 * changed, or all of them (lib/catalog/revalidate.ts), every process LISTENs on one connection of its own, and the
 * time of the last notice about a page is what this cache compares against: a change on any process shows on all
 * within milliseconds, and a stock change leaves every other product's page cached. While the listening connection is
 * down, notices may be missed, so losing it and getting it back both count as a change to everything. Why NOTIFY
 * rather than a shared cache (Redis) or polling: docs/decisions.md.
 *
 * And one bound: the product pages are the one part of the cache a visitor chooses (any id can be asked for), so
 * only pages of products that exist are kept (a 404 is rendered again on each visit, never stored), at most
 * MAX_PRODUCT_PAGES of them; past that the least recently used page is deleted, files and memory both. A crawl of
 * made-up ids therefore writes nothing, and a crawl of real ones cannot outgrow the bound.
 */

/**
 * @typedef {{ kind?: string, status?: number }} CacheValue
 * @typedef {{
 *   get(key: string, ctx: { kind?: string }): Promise<{ lastModified?: number, value?: CacheValue | null } | null>,
 *   set(key: string, data: CacheValue | null, ctx: unknown): Promise<void>,
 *   getFilePath(key: string, kind: string): string,
 * }} NextFileSystemCache
 */
/** @type {(new (ctx: unknown) => NextFileSystemCache) & { memoryCache?: { remove(key: string): void } }} */
const FileSystemCache = Reflect.get(fileSystemCacheModule, "default") ?? fileSystemCacheModule;

const CHANNEL = "atelier_catalog";
// A page whose render began just before a change committed can be stored just after the notice arrived, holding the
// old values; pages stored this soon after a change are rendered once more.
const SETTLE_MS = 1_000;
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;

// A product's page key, as Next's response cache stores it: "/route-cache/APP_PAGE/<route hash>/$/product/<id>".
const PRODUCT_PAGE_KEY = /\/product\/([^/]+)$/;
// Products changed since the last change to everything; past this many, a change to everything replaces them.
const MAX_TRACKED_PRODUCTS = 10_000;
// Product pages kept at once. A maker's catalogue is a few hundred pieces, and a page is about 100 kB on disk (html,
// payload, prefetch segments), so the bound is about 100 MB at most; a larger catalogue renders its least visited
// pages again on their next visit rather than growing the disk the embedded database shares.
export const MAX_PRODUCT_PAGES = 1_000;
// What one stored page is on disk, beside `<key>.html`.
const PAGE_FILE_SUFFIXES = [".html", ".rsc", ".meta"];
const SEGMENTS_SUFFIX = ".segments";

/** When every product page last changed (a category came or went, or the listener missed notices). */
let changedAt = 0;
/** When each product's page last changed since then, by product id. @type {Map<string, number>} */
const productChangedAt = new Map();
let listening = false;
/**
 * The stored product pages, least recently used first (a Map keeps insertion order; a use moves a key last). @type
 * {Map<string, true>}
 */
const productPages = new Map();
/** The pages an earlier run of this build left on disk, found once per process. @type {Promise<void> | null} */
let pagesFound = null;

function markChanged() {
  changedAt = Date.now();
  productChangedAt.clear();
}

/**
 * A notice's payload (lib/catalog/revalidate.ts): `{"ids":[…]}` for those products, anything else for every page.
 * @param {string | undefined} payload
 */
function onNotice(payload) {
  /** @type {string[] | null} */
  let ids = null;
  try {
    /** @type {unknown} */
    const parsed = JSON.parse(payload ?? "");
    const listed = typeof parsed === "object" && parsed !== null ? Reflect.get(parsed, "ids") : undefined;
    if (Array.isArray(listed) && listed.every((id) => typeof id === "string")) ids = listed;
  } catch {
    // Unreadable: treat it as a change to everything, which is always safe.
  }
  if (ids === null || productChangedAt.size + ids.length > MAX_TRACKED_PRODUCTS) return markChanged();
  const now = Date.now();
  for (const id of ids) productChangedAt.set(id, now);
}

/**
 * When the page under `key` last changed, as far as this process has heard.
 * @param {string} key
 */
function lastChangeOf(key) {
  const id = PRODUCT_PAGE_KEY.exec(key)?.[1];
  const product = id === undefined ? 0 : (productChangedAt.get(decodeURIComponent(id)) ?? 0);
  return Math.max(changedAt, product);
}

/** @param {string} message */
function warn(message) {
  process.stderr.write(
    `${JSON.stringify({ level: "warn", time: new Date().toISOString(), pid: process.pid, msg: message })}\n`,
  );
}

/** Holds one connection that LISTENs for catalog changes, reconnecting with a growing pause when it is lost. */
function listen(connectionString) {
  let retryMs = RETRY_MIN_MS;
  const connect = () => {
    const client = new pg.Client({
      connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 5_000,
    });
    let retried = false;
    const retry = () => {
      if (retried) return;
      retried = true;
      markChanged();
      client.end().catch(() => undefined);
      setTimeout(connect, retryMs).unref();
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };
    client.on("notification", (message) => onNotice(message.payload));
    client.on("error", (error) => {
      warn(`catalog change listener lost its database connection (${error.message}); reconnecting`);
      retry();
    });
    client.on("end", retry);
    client
      .connect()
      .then(() => client.query(`LISTEN ${CHANNEL}`))
      .then(() => {
        retryMs = RETRY_MIN_MS;
        markChanged();
      })
      .catch((error) => {
        warn(
          `catalog change listener could not connect (${error instanceof Error ? error.message : String(error)}); retrying`,
        );
        retry();
      });
  };
  connect();
}

/** @param {string} key */
function markUsed(key) {
  productPages.delete(key);
  productPages.set(key, true);
}

/**
 * Every file of the stored page under `key` (a page's files sit beside its `.html`), in memory and on disk.
 * @param {NextFileSystemCache} cache
 * @param {string} key
 */
async function deletePage(cache, key) {
  productPages.delete(key);
  FileSystemCache.memoryCache?.remove(key);
  const htmlPath = cache.getFilePath(`${key}.html`, "APP_PAGE");
  const base = htmlPath.slice(0, -".html".length);
  await Promise.all(
    [...PAGE_FILE_SUFFIXES, SEGMENTS_SUFFIX].map((suffix) => rm(`${base}${suffix}`, { recursive: true, force: true })),
  );
}

/**
 * Product pages already on disk when this process started (a restart keeps the build's folder): counted against the
 * bound, oldest first; a 404 stored by an earlier version of this handler is deleted.
 * @param {NextFileSystemCache} cache
 * @param {string} root the folder Next stores pages under (the server build folder)
 */
async function findStoredPages(cache, root) {
  /** @type {{ key: string, at: number }[]} */
  const found = [];
  /** @param {string} folder */
  const walk = async (folder) => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory() && !entry.name.endsWith(SEGMENTS_SUFFIX)) await walk(full);
      if (!entry.isFile() || !entry.name.endsWith(".meta")) continue;
      const key = `/${path.relative(root, full).split(path.sep).join("/")}`.slice(0, -".meta".length);
      if (!PRODUCT_PAGE_KEY.test(key)) continue;
      const meta = await readFile(full, "utf8").then(
        (text) => /** @type {{ status?: number }} */ (JSON.parse(text)),
        () => ({}),
      );
      if (meta.status === 404) await deletePage(cache, key);
      else found.push({ key, at: (await stat(full)).mtimeMs });
    }
  };
  await walk(path.join(root, "route-cache"));
  for (const page of found.sort((a, b) => a.at - b.at))
    if (!productPages.has(page.key)) productPages.set(page.key, true);
}

/** @param {NextFileSystemCache} cache */
async function evictBeyondBound(cache) {
  for (const key of productPages.keys()) {
    if (productPages.size <= MAX_PRODUCT_PAGES) return;
    await deletePage(cache, key);
  }
}

export default class CatalogAwareCache extends FileSystemCache {
  /** @param {unknown} ctx */
  constructor(ctx) {
    super(ctx);
    // Next makes a cache object per request; the listener is one per process. Not while building: there is no shop
    // running yet, and the build may not reach the database at all.
    const url = process.env.DATABASE_URL;
    if (!listening && url && process.env.NEXT_PHASE !== "phase-production-build") {
      listening = true;
      listen(url);
    }
    const root = ctx !== null && typeof ctx === "object" ? Reflect.get(ctx, "serverDistDir") : undefined;
    if (pagesFound === null && typeof root === "string")
      pagesFound = findStoredPages(this, root).catch(() => undefined);
  }

  /**
   * Keeps a product's page only when the product exists, within the bound; everything else as Next would.
   * @param {string} key
   * @param {CacheValue | null} data
   * @param {unknown} ctx
   */
  async set(key, data, ctx) {
    if (data?.kind !== "APP_PAGE" || !PRODUCT_PAGE_KEY.test(key)) return super.set(key, data, ctx);
    await pagesFound;
    // An unknown id (or a product since deleted): never stored, and a page stored while it existed goes.
    if (data.status === 404) return deletePage(this, key);
    await super.set(key, data, ctx);
    markUsed(key);
    await evictBeyondBound(this);
  }

  /**
   * @param {string} key
   * @param {{ kind?: string }} ctx
   */
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (!entry || ctx?.kind !== "APP_PAGE") return entry;
    if (PRODUCT_PAGE_KEY.test(key)) markUsed(key);
    if ((entry.lastModified ?? 0) <= lastChangeOf(key) + SETTLE_MS) return null;
    return entry;
  }
}
