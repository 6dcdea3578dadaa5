import { SourceMapGenerator, type RawSourceMap } from "source-map-js";
import { describe, expect, it } from "vitest";
import { asShipped, splitByOrigin } from "@/bench/page-javascript";

function mapOf(segments: { column: number; source: string }[]): RawSourceMap {
  const generator = new SourceMapGenerator({ file: "chunk.js" });
  for (const { column, source } of segments) {
    generator.addMapping({ generated: { line: 1, column }, original: { line: 1, column: 0 }, source });
  }
  return JSON.parse(generator.toString()) as RawSourceMap;
}

describe("splitByOrigin", () => {
  it("shares a chunk's gzipped size by the characters each source produced", () => {
    // 4 characters of the shop's code, 8 of react-dom, 2 of Turbopack's runtime: 14 in all.
    const code = "AAAABBBBBBBBCC";
    const map = mapOf([
      { column: 0, source: "turbopack:///[project]/components/cart/cart-button.tsx" },
      {
        column: 4,
        source: "turbopack:///[project]/node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.production.js",
      },
      { column: 12, source: "turbopack:///[turbopack]/browser/runtime/base/runtime-base.ts" },
    ]);
    const split = {};
    splitByOrigin(code, map, 1_400, split);
    expect(split).toEqual({ "the shop's code": 400, "react-dom": 800, "next.js runtime": 200 });
  });

  it("adds up across chunks and counts other packages apart", () => {
    const split = { "the shop's code": 100 };
    splitByOrigin(
      "AABB",
      mapOf([
        { column: 0, source: "turbopack:///[project]/lib/pricing/money.ts" },
        { column: 2, source: "turbopack:///[project]/node_modules/zod/v4/core/schemas.js" },
      ]),
      50,
      split,
    );
    expect(split).toEqual({ "the shop's code": 125, "other packages": 25 });
  });
});

describe("asShipped", () => {
  it("drops the closing source-map line that only the bench's build writes, and nothing else", () => {
    const code = '(globalThis.TURBOPACK||[]).push([1,e=>{e.s(["a",0,"//# not a map"])}]);';
    expect(asShipped(`${code}\n//# sourceMappingURL=0abc.js.map\n`)).toBe(`${code}\n`);
    expect(asShipped(code)).toBe(code);
  });
});
