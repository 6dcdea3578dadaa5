import { route } from "@/lib/http";
import { conditionalAnswer } from "@/lib/http/conditional-answer";
import { FEED_MAX_AGE_MS, getFeed } from "@/lib/feeds/feed-cache";

// The feed's links carry the running server's origin (APP_URL), never the build's.
export const dynamic = "force-dynamic";

// GET /feeds/meta.csv – every piece for sale, one row per size, as Meta Commerce Manager and Pinterest's catalogs read
// a feed (Meta's catalog CSV); at most a minute old, 304 for a copy that is current
export const GET = route({ auth: "public", headers: ["if-none-match", "if-modified-since"] }, async ({ headers }) =>
  conditionalAnswer(await getFeed("meta"), headers, {
    contentType: "text/csv; charset=utf-8",
    maxAgeSeconds: FEED_MAX_AGE_MS / 1000,
  }),
);
