import { describe, expect, test } from "vitest";
import { collectionInputSchema, slugFromName } from "@/lib/collections/schemas";
import { collectionPageJsonLd } from "@/lib/seo/structured-data";

describe("a collection's slug when she leaves it out", () => {
  test.each([
    ["Bridal", "bridal"],
    ["Under $40", "under-40"],
    ["Rings & Things", "rings-and-things"],
    ["  Café Crème — été ", "cafe-creme-ete"],
    ["💍", ""],
  ])("%s gives %j", (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  test("a long name gives at most 60 characters, never ending in a hyphen", () => {
    const slug = slugFromName(`${"a".repeat(59)} bcd`);
    expect(slug).toBe("a".repeat(59));
    expect(slugFromName("word ".repeat(30)).length).toBeLessThanOrEqual(60);
  });

  test("a blank slug is made from the name; a given one is kept", () => {
    expect(collectionInputSchema.parse({ name: "Under $40", slug: " " })).toMatchObject({ slug: "under-40" });
    expect(collectionInputSchema.parse({ name: "Under $40", slug: "gifts" })).toMatchObject({ slug: "gifts" });
  });
});

describe("the collection page's structured data", () => {
  test("a CollectionPage whose main entity lists the pieces' pages in her order", () => {
    const data = collectionPageJsonLd(
      { name: "Bridal", description: "For the day.", path: "/collections/bridal", productIds: ["b", "a"] },
      "https://shop.example",
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "CollectionPage",
      name: "Bridal",
      description: "For the day.",
      url: "https://shop.example/collections/bridal",
      mainEntity: {
        "@type": "ItemList",
        numberOfItems: 2,
        itemListElement: [
          { "@type": "ListItem", position: 1, url: "https://shop.example/product/b" },
          { "@type": "ListItem", position: 2, url: "https://shop.example/product/a" },
        ],
      },
    });
  });
});
