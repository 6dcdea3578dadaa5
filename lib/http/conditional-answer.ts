import "server-only";

/** A body the server keeps, with the validators a conditional request is checked against. */
type Validated = { body: string; etag: string; lastModified: Date };

/** The request's conditional headers, as a route declares them (`headers: ["if-none-match", "if-modified-since"]`). */
export type Conditions = { "if-none-match": string | null; "if-modified-since": string | null };

/** Whether an If-None-Match list names `etag` (compared weakly, as RFC 9110 says for this header), or is `*`. */
function namesEtag(list: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return list.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** Whether the client's copy is current: its ETag when it sends one (If-Modified-Since is then ignored), or its date. */
function clientHasIt(kept: Validated, conditions: Conditions): boolean {
  const ifNoneMatch = conditions["if-none-match"];
  if (ifNoneMatch !== null) return namesEtag(ifNoneMatch, kept.etag);
  const since = Date.parse(conditions["if-modified-since"] ?? "");
  // An HTTP date has whole seconds; the body's time is compared as the Last-Modified header wrote it.
  return !Number.isNaN(since) && Math.floor(kept.lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * A kept body answered to a crawler: 200 with it, or 304 with nothing when the client's copy is current; either way
 * with its ETag and Last-Modified, and public for `maxAgeSeconds`.
 */
export function conditionalAnswer(
  kept: Validated,
  conditions: Conditions,
  { contentType, maxAgeSeconds }: { contentType: string; maxAgeSeconds: number },
): Response {
  const headers = {
    ETag: kept.etag,
    "Last-Modified": kept.lastModified.toUTCString(),
    "Cache-Control": `public, max-age=${maxAgeSeconds}`,
  };
  if (clientHasIt(kept, conditions)) return new Response(null, { status: 304, headers });
  return new Response(kept.body, { status: 200, headers: { ...headers, "Content-Type": contentType } });
}
