// @ts-check
// Next.js loads this file itself, outside the app's bundle (next.config.mjs names it as `cacheHandler`), which is
// why it is plain JavaScript that reads process.env directly and imports nothing of the app.
import fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import pg from "pg";

/**
 * Next.js's own page cache (memory in front of .next/), with one addition: every cached page rendered before the
 * catalog last changed is a miss, so it is rendered again from the database on its next visit.
 *
 * Each shop process caches pages on its own. A write on this process drops its cache at once (revalidatePath in
 * lib/catalog/revalidate.ts), but another process behind the same load balancer would go on serving the old price or
 * stock until its copy expired. So every catalog write, once committed, sends a Postgres NOTIFY
 * (revalidateCatalogPages in lib/catalog/revalidate.ts), every process LISTENs on one connection of its own, and the time of
 * the last notice is what this cache compares against: a change on any process shows on all within milliseconds.
 * While the listening connection is down, notices may be missed, so losing it and getting it back both count as a
 * change. Why NOTIFY rather than a shared cache (Redis) or polling: docs/decisions.md.
 */

/** @type {new (ctx: unknown) => { get(key: string, ctx: { kind?: string }): Promise<{ lastModified?: number } | null> }} */
const FileSystemCache = Reflect.get(fileSystemCacheModule, "default") ?? fileSystemCacheModule;

const CHANNEL = "atelier_catalog";
// A page whose render began just before a change committed can be stored just after the notice arrived, holding the
// old values; pages stored this soon after a change are rendered once more.
const SETTLE_MS = 1_000;
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;

let changedAt = 0;
let listening = false;

function markChanged() {
  changedAt = Date.now();
}

/** @param {string} message */
function warn(message) {
  process.stderr.write(`${JSON.stringify({ level: "warn", time: new Date().toISOString(), pid: process.pid, msg: message })}\n`);
}

/** Holds one connection that LISTENs for catalog changes, reconnecting with a growing pause when it is lost. */
function listen(connectionString) {
  let retryMs = RETRY_MIN_MS;
  const connect = () => {
    const client = new pg.Client({ connectionString, keepAlive: true, keepAliveInitialDelayMillis: 10_000, connectionTimeoutMillis: 5_000 });
    let retried = false;
    const retry = () => {
      if (retried) return;
      retried = true;
      markChanged();
      client.end().catch(() => undefined);
      setTimeout(connect, retryMs).unref();
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };
    client.on("notification", markChanged);
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
        warn(`catalog change listener could not connect (${error instanceof Error ? error.message : String(error)}); retrying`);
        retry();
      });
  };
  connect();
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
  }

  /**
   * @param {string} key
   * @param {{ kind?: string }} ctx
   */
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (entry && ctx?.kind === "APP_PAGE" && (entry.lastModified ?? 0) <= changedAt + SETTLE_MS) return null;
    return entry;
  }
}
