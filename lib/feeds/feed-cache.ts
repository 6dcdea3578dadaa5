import "server-only";
import { createHash } from "node:crypto";
import { listProductsForFeeds } from "@/lib/catalog/storefront";
import { systemClock, type Clock } from "@/lib/email/clock";
import { feedEntriesOf } from "@/lib/feeds/feed-entries";
import { googleFeedXml } from "@/lib/feeds/google-feed";
import { metaCatalogCsv } from "@/lib/feeds/meta-csv";
import { SHOP_NAME } from "@/lib/shop-name";
import { siteUrl } from "@/lib/site";

/**
 * How long a process keeps the feeds it built (docs/decisions.md, Product feeds): a crawler's fetch reads the
 * catalogue at most once a minute per process, and a piece sold or made a draft leaves both feeds within a minute.
 */
export const FEED_MAX_AGE_MS = 60_000;

export type FeedName = "google" | "meta";

/** A feed's body with what a conditional request is checked against. */
export type BuiltFeed = {
  body: string;
  /** A hash of the body, quoted as ETag writes it: the same catalogue gives the same tag on every process. */
  etag: string;
  /** When this process first built the body as it is now (a rebuild that changes nothing keeps the earlier time). */
  lastModified: Date;
};

type Feeds = Record<FeedName, BuiltFeed>;

let clock: Clock = systemClock;
// The feeds being built or built, and when their catalogue was read; concurrent requests share the one promise.
let kept: { readAt: number; feeds: Promise<Feeds> } | null = null;
// The last feeds built, for a rebuild to tell whether anything changed.
let lastBuilt: Feeds | null = null;

function etagOf(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url")}"`;
}

function versioned(body: string, previous: BuiltFeed | undefined, readAt: Date): BuiltFeed {
  const etag = etagOf(body);
  // Not the pieces' latest change: a piece that leaves the feed (sold, a draft) takes its date away with it.
  return { body, etag, lastModified: previous?.etag === etag ? previous.lastModified : readAt };
}

/** Reads every listable piece once and writes both feeds from the same entries. */
async function buildFeeds(readAt: Date): Promise<Feeds> {
  const origin = siteUrl();
  const entries = feedEntriesOf(await listProductsForFeeds(), origin);
  const feeds = {
    google: versioned(googleFeedXml(entries, { title: SHOP_NAME, link: `${origin}/` }), lastBuilt?.google, readAt),
    meta: versioned(metaCatalogCsv(entries), lastBuilt?.meta, readAt),
  };
  lastBuilt = feeds;
  return feeds;
}

/**
 * A product feed, at most FEED_MAX_AGE_MS old: once the kept one is that old, the next request builds both afresh
 * and every request meanwhile waits for that one build (a stale feed is never answered past the minute). A failed
 * build is not kept: the next request tries again.
 */
export async function getFeed(name: FeedName): Promise<BuiltFeed> {
  const now = clock.now();
  let current = kept;
  if (current === null || now.getTime() - current.readAt >= FEED_MAX_AGE_MS) {
    const building = { readAt: now.getTime(), feeds: buildFeeds(now) };
    building.feeds.catch(() => {
      if (kept === building) kept = null;
    });
    kept = current = building;
  }
  return (await current.feeds)[name];
}

/** Tests move time by hand: the feeds run on `next` from now on, and forget what they kept. */
export function setFeedClockForTests(next: Clock): void {
  clock = next;
  kept = null;
  lastBuilt = null;
}
