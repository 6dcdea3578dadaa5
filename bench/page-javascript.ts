import { gzipSync } from "node:zlib";
import { SourceMapConsumer, type RawSourceMap } from "source-map-js";

/** Where a page's JavaScript comes from, in gzipped bytes. */
export type JavaScriptOrigin = "react-dom" | "next.js runtime" | "the shop's code" | "other packages";
export type PageJavaScript = { gzipBytes: number; byOrigin: Partial<Record<JavaScriptOrigin, number>> | null };

function originOf(source: string): JavaScriptOrigin {
  if (/\[project\]\/(app|components|lib)\//.test(source)) return "the shop's code";
  if (/react-dom/.test(source)) return "react-dom";
  // Next's router, its Flight client and its copy of React and the scheduler, and Turbopack's module runtime.
  if (/node_modules\/next\/|\[turbopack\]/.test(source)) return "next.js runtime";
  return "other packages";
}

/** Splits one chunk's gzipped size by the share of its generated characters each source accounts for. */
export function splitByOrigin(
  code: string,
  map: RawSourceMap,
  gzipBytes: number,
  into: Partial<Record<JavaScriptOrigin, number>>,
): void {
  const lineLengths = code.split("\n").map((line) => line.length);
  const spans: { line: number; column: number; source: string | null }[] = [];
  new SourceMapConsumer(map).eachMapping((mapping) =>
    spans.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source }),
  );
  const characters = new Map<JavaScriptOrigin, number>();
  spans.forEach((span, index) => {
    const next = spans[index + 1];
    const lineLength = lineLengths[span.line - 1] ?? span.column;
    // Turbopack's maps can point one column past a line's end; a span never reaches beyond its line.
    const end = Math.min(next && next.line === span.line ? next.column : lineLength, lineLength);
    // Characters no source claims (the chunk's own wrapper) are the bundler's.
    const origin = span.source ? originOf(span.source) : "next.js runtime";
    characters.set(origin, (characters.get(origin) ?? 0) + Math.max(0, end - span.column));
  });
  const total = [...characters.values()].reduce((sum, count) => sum + count, 0) || 1;
  for (const [origin, count] of characters) into[origin] = (into[origin] ?? 0) + (count / total) * gzipBytes;
}

const MAP_COMMENT = /\/\/# sourceMappingURL=(\S+)\s*$/;

/**
 * A chunk as a normal build ships it: without the last line pointing at its source map, which only this bench's
 * build writes (about 35 gzipped bytes a chunk, which the floor, built without maps, does not pay).
 */
export function asShipped(code: string): string {
  const match = MAP_COMMENT.exec(code);
  return match ? code.slice(0, match.index) : code;
}

/**
 * Gzipped bytes of every script a page loads (what a phone downloads before the page is interactive), and, when
 * the build published source maps, how they split between React, Next.js and the shop's own code. Scripts marked
 * `nomodule` (Next's legacy polyfills, about 39 kB) are left out: every browser that runs modules skips them.
 * `cookie` signs the request in, for the member pages.
 */
export async function pageJavaScript(pageUrl: string, cookie?: string): Promise<PageJavaScript> {
  const html = await (await fetch(pageUrl, { headers: cookie ? { cookie } : {} })).text();
  const tags = [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => !/\snomodule\b/i.test(tag));
  const sources = [
    ...new Set(
      tags.flatMap((tag) => {
        const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
        return src ? [new URL(src, pageUrl).toString()] : [];
      }),
    ),
  ];
  let gzipBytes = 0;
  let byOrigin: Partial<Record<JavaScriptOrigin, number>> | null = {};
  for (const src of sources) {
    const code = await (await fetch(src)).text();
    const mapName = MAP_COMMENT.exec(code)?.[1];
    const size = gzipSync(Buffer.from(asShipped(code))).length;
    gzipBytes += size;
    const mapResponse = mapName ? await fetch(new URL(mapName, src)) : null;
    if (byOrigin && mapResponse?.ok) splitByOrigin(code, (await mapResponse.json()) as RawSourceMap, size, byOrigin);
    else byOrigin = null;
  }
  return { gzipBytes, byOrigin };
}
