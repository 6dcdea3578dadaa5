import { route } from "@/lib/http";
import { conditionalAnswer } from "@/lib/http/conditional-answer";
import { FEED_MAX_AGE_MS, getFeed } from "@/lib/feeds/feed-cache";

// The feed's links carry the running server's origin (APP_URL), never the build's.
export const dynamic = "force-dynamic";

// GET /feeds/google.xml – every piece for sale, one item per size, as Google Merchant Center reads a feed (RSS 2.0 with
// Google's product attributes); at most a minute old, 304 for a copy that is current
export const GET = route({ auth: "public", headers: ["if-none-match", "if-modified-since"] }, async ({ headers }) =>
  conditionalAnswer(await getFeed("google"), headers, {
    contentType: "application/rss+xml; charset=utf-8",
    maxAgeSeconds: FEED_MAX_AGE_MS / 1000,
  }),
);
