/** A request body that is only ever made on demand, so a test can tell how much of it the server read. */
export type MeteredBody = { stream: ReadableStream<Uint8Array>; pulled(): number };

/**
 * `totalBytes` of a JSON-looking body in 64 KB chunks, each one produced only when the reader asks for it
 * (highWaterMark 0: nothing is queued ahead), as a client trickling a chunked upload would send it.
 */
export function meteredBody(totalBytes: number, chunkBytes = 64 * 1024): MeteredBody {
  const chunk = new TextEncoder().encode(`{"pad":"${"x".repeat(chunkBytes - 10)}",`);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= totalBytes) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

/** A POST carrying a metered body; `headers` decide the content type and whether a length is declared. */
export function streamingRequest(url: string, body: MeteredBody, headers: Record<string, string>): Request {
  return new Request(url, { method: "POST", body: body.stream, headers, duplex: "half" } as RequestInit);
}
