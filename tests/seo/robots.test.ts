import { describe, expect, test } from "vitest";
import robots from "@/app/robots";

describe("GET /robots.txt", () => {
  test("keeps the private areas out, leaves the feeds open, and names the sitemap and the Google feed", () => {
    const { rules, sitemap } = robots();
    const disallowed = [rules].flat().flatMap((rule) => [rule.disallow ?? []].flat());
    expect(disallowed).toEqual(expect.arrayContaining(["/admin", "/api"]));
    expect(disallowed.filter((path) => "/feeds/google.xml".startsWith(path))).toEqual([]);
    expect(sitemap).toEqual(["http://localhost:3000/sitemap.xml", "http://localhost:3000/feeds/google.xml"]);
  });
});
