import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { routeTemplate } from "@/lib/browser/vitals-beacon";
import { PAGE_TEMPLATES } from "@/lib/vitals/page-templates";
import { vitalsBeaconSchema } from "@/lib/vitals/schemas";
import { ROOT } from "@/tests/support/import-graph";

/**
 * The route pattern of every page.tsx under app/, as the address bar shows it: a route group's "(name)" is left out.
 */
function pagesUnder(folder: string, pattern: string[] = []): string[] {
  const entries = readdirSync(path.join(ROOT, folder), { withFileTypes: true });
  const here = entries.some((entry) => entry.isFile() && entry.name === "page.tsx") ? [`/${pattern.join("/")}`] : [];
  const below = entries
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      pagesUnder(path.join(folder, entry.name), /^\(.+\)$/.test(entry.name) ? pattern : [...pattern, entry.name]),
    );
  return [...here, ...below];
}

describe("the pages a Core Web Vitals beacon may name", () => {
  test("are the app's pages, every one and nothing else", () => {
    const pages = pagesUnder("app").sort();
    expect(pages.length).toBeGreaterThan(40);
    // On failure, the list lib/vitals/page-templates.ts should hold is the expected value printed here.
    expect(
      [...PAGE_TEMPLATES].sort(),
      `lib/vitals/page-templates.ts should list:\n${JSON.stringify(pages, null, 2)}`,
    ).toEqual(pages);
  });

  test("the beacon's own pattern for a page landed on is one of them", () => {
    expect(PAGE_TEMPLATES).toContain(routeTemplate("/product/cm4ring01", { id: "cm4ring01" }));
    expect(PAGE_TEMPLATES).toContain(routeTemplate("/quote/abc123/checkout/user", { token: "abc123" }));
    expect(PAGE_TEMPLATES).toContain(routeTemplate("/", {}));
  });

  test("a made-up path, or one of Object's own names, is no page", () => {
    for (const template of ["/zz-anything", "/product/abc", "constructor", "__proto__", "toString", "hasOwnProperty"]) {
      const check = vitalsBeaconSchema.safeParse({ template, metrics: { LCP: 1 } });
      expect(check.success, template).toBe(false);
      expect(check.error?.issues.map((issue) => issue.path.join("."))).toEqual(["template"]);
    }
  });
});
