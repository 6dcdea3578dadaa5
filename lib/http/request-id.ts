import "server-only";

/** The header a request's id arrives in (from our own proxy) and every answer carries it back in. */
export const REQUEST_ID_HEADER = "x-request-id";

// What a proxy's id looks like (nginx's $request_id is 32 hex digits, others use UUIDs): anything else, such as a
// value long enough to flood a line or one carrying quotes, is replaced by our own.
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id of a request: the one our reverse proxy gave it when one stands in front of the shop (TRUSTED_PROXY) and
 * the id looks like one, so the proxy's log and ours join up; otherwise a new one. Without a trusted proxy the
 * header is whatever the client wrote, and a client must not choose the id its requests are logged under.
 */
export function requestIdFor(headers: Headers, trustProxy: boolean): string {
  const incoming = trustProxy ? headers.get(REQUEST_ID_HEADER)?.trim() : undefined;
  return incoming && SANE_ID.test(incoming) ? incoming : crypto.randomUUID();
}
