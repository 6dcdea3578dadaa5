import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, test } from "vitest";
import { feedEntriesOf, feedPrice } from "@/lib/feeds/feed-entries";
import { plainDescription, plainFeedText, truncateFeedText } from "@/lib/feeds/feed-text";
import { googleFeedXml, xmlText } from "@/lib/feeds/google-feed";
import { META_COLUMNS, metaCatalogCsv } from "@/lib/feeds/meta-csv";
import { productDto } from "../support/product-dto";
import { parseCsv } from "../support/csv-rows";

const ORIGIN = "https://shop.example";
const CHANNEL = { title: "Atelier", link: `${ORIGIN}/` };

const ring = productDto({
  id: "ckring",
  name: "Hammered Band",
  category: "Rings",
  priceCents: 4_800,
  metal: "sterling-silver",
  colors: ["Silver"],
  gender: "female",
  images: ["/uploads/0123456789abcdef0123456789abcdef.webp", "/products/hammered-band.svg"],
  variantName: "Ring size",
  variants: [
    { id: "cksize6", label: "6", priceCents: 4_800, ownPrice: false, stock: 2, inStock: true },
    { id: "cksize8", label: "8", priceCents: 5_200, ownPrice: true, stock: 0, inStock: false },
  ],
});

/** The <item>s of a Google feed, as objects by element name. */
function itemsOf(xml: string): Record<string, unknown>[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ parseTagValue: false, isArray: (name) => name === "item" }).parse(xml) as {
    rss: { channel: { item?: Record<string, unknown>[] } };
  };
  return parsed.rss.channel.item ?? [];
}

describe("the feeds' text", () => {
  test("characters XML 1.0 forbids are dropped, never escaped; the markup characters are escaped", () => {
    expect(plainFeedText("Moon\u0000 Drop\u0007\uFFFE\uD800 Studs 🌙")).toBe("Moon Drop Studs 🌙");
    expect(xmlText(`Tom & Jerry's <b>"best"</b>`)).toBe("Tom &amp; Jerry&apos;s &lt;b&gt;&quot;best&quot;&lt;/b&gt;");
  });

  test("a description loses Markdown's marks and line breaks; a name keeps its own underscores", () => {
    expect(
      plainDescription("## Care\n\n**Wipe** with a _soft_ cloth.\n- no water\n[More](https://x.example/care)"),
    ).toBe("Care Wipe with a soft cloth. no water More");
    expect(plainFeedText("Star_Bead_Earrings *1*")).toBe("Star_Bead_Earrings *1*");
  });

  test("a long text is cut on a whole character, the cut marked", () => {
    expect(truncateFeedText("abcdef", 6)).toBe("abcdef");
    expect(truncateFeedText("ab🌙def", 4)).toBe("ab🌙…");
    expect([...truncateFeedText("x".repeat(6_000), 5_000)]).toHaveLength(5_000);
  });
});

describe("the feeds' entries", () => {
  test("a ring in two sizes is two items of one group, the size in each title, at its own price and stock", () => {
    const entries = feedEntriesOf([ring], ORIGIN);
    expect(
      entries.map(({ id, groupId, size, title, priceCents, availability }) => ({
        id,
        groupId,
        size,
        title,
        priceCents,
        availability,
      })),
    ).toEqual([
      {
        id: "cksize6",
        groupId: "ckring",
        size: "6",
        title: "Hammered Band, Ring size 6",
        priceCents: 4_800,
        availability: "in_stock",
      },
      {
        id: "cksize8",
        groupId: "ckring",
        size: "8",
        title: "Hammered Band, Ring size 8",
        priceCents: 5_200,
        availability: "out_of_stock",
      },
    ]);
  });

  test("pictures are the absolute JPEG share cards; the first is the main one", () => {
    const [entry] = feedEntriesOf([ring], ORIGIN);
    expect(entry?.imageLink).toBe(`${ORIGIN}/share/uploads/0123456789abcdef0123456789abcdef.jpg`);
    expect(entry?.additionalImageLinks).toEqual([`${ORIGIN}/share/products/hammered-band.jpg`]);
    expect(entry?.link).toBe(`${ORIGIN}/product/ckring`);
  });

  test("a piece without sizes is one item with no group; without a description it is described by name", () => {
    const [entry] = feedEntriesOf([productDto({ id: "ckplain", name: "Moon Drop", description: null })], ORIGIN);
    expect(entry).toMatchObject({ id: "ckplain", groupId: null, size: null, title: "Moon Drop" });
    expect(entry?.description).toBe("Moon Drop, handmade by Atelier. Necklaces.");
    expect(entry?.imageLink).toBe(`${ORIGIN}/share/placeholder-product.jpg`);
  });

  test("drafts and sold one-of-a-kind pieces are never listed; a piece out of stock is, as out of stock", () => {
    const entries = feedEntriesOf(
      [
        productDto({ id: "ckdraft", published: false }),
        productDto({ id: "cksold", oneOfAKind: true, stock: 0, availability: "sold" }),
        productDto({ id: "ckout", stock: 0 }),
      ],
      ORIGIN,
    );
    expect(entries.map((entry) => [entry.id, entry.availability])).toEqual([["ckout", "out_of_stock"]]);
  });

  test("a made-to-order piece is in stock, its lead time its handling days", () => {
    const [entry] = feedEntriesOf([productDto({ leadTimeDays: 10, stock: 4 })], ORIGIN);
    expect(entry?.availability).toBe("in_stock");
    expect(entry?.handlingDays).toEqual({ min: 10, max: 10 });
    expect(feedPrice(4_250)).toBe("42.50 USD");
  });
});

describe("the Google feed", () => {
  test("a name with a NUL, a control character and markup still gives XML that parses, the name as written", () => {
    const xml = googleFeedXml(
      feedEntriesOf([productDto({ id: "ckodd", name: "Fish\u0000 & <Chips>\u001b", description: "a]]>b" })], ORIGIN),
      CHANNEL,
    );
    const [item] = itemsOf(xml);
    expect(item?.title).toBe("Fish & <Chips>");
    expect(item?.description).toBe("a]]>b");
    expect(xml).not.toContain("\u0000");
  });

  test("a made-to-order piece is in_stock with its handling days; shipping is the standard method's, to the US", () => {
    const [item] = itemsOf(googleFeedXml(feedEntriesOf([productDto({ leadTimeDays: 7 })], ORIGIN), CHANNEL));
    expect(item).toMatchObject({
      "g:availability": "in_stock",
      "g:min_handling_time": "7",
      "g:max_handling_time": "7",
      "g:shipping": {
        "g:country": "US",
        "g:service": "Standard",
        "g:price": "0.00 USD",
        "g:min_transit_time": "5",
        "g:max_transit_time": "7",
      },
      "g:condition": "new",
      "g:identifier_exists": "no",
      "g:google_product_category": "188",
    });
  });

  test("size and item group only on pieces in sizes; colour and material only when she named them", () => {
    const [sized] = itemsOf(googleFeedXml(feedEntriesOf([ring], ORIGIN), CHANNEL));
    expect(sized).toMatchObject({
      "g:item_group_id": "ckring",
      "g:size": "6",
      "g:color": "Silver",
      "g:material": "Sterling silver",
    });
    const [plain] = itemsOf(googleFeedXml(feedEntriesOf([productDto()], ORIGIN), CHANNEL));
    for (const name of ["g:item_group_id", "g:size", "g:color", "g:material"]) expect(plain).not.toHaveProperty(name);
  });
});

describe("the Meta catalog CSV", () => {
  test("Meta's columns, its spelling of availability, shipping to the US, no byte-order mark", () => {
    const csv = metaCatalogCsv(feedEntriesOf([ring], ORIGIN));
    expect(csv.startsWith("id,item_group_id,title,")).toBe(true);
    const [header, first, second] = parseCsv(csv);
    expect(header).toEqual([...META_COLUMNS]);
    const row = (cells: string[] | undefined) =>
      Object.fromEntries(META_COLUMNS.map((column, i) => [column, cells?.[i]]));
    expect(row(first)).toMatchObject({
      id: "cksize6",
      item_group_id: "ckring",
      availability: "in stock",
      condition: "new",
      price: "48.00 USD",
      size: "6",
      shipping: "US::Standard:0.00 USD",
      google_product_category: "188",
      gender: "female",
      age_group: "adult",
    });
    expect(row(second).availability).toBe("out of stock");
  });

  test("text that a spreadsheet would run as a formula is defused; commas and quotes are quoted per RFC 4180", () => {
    const csv = metaCatalogCsv(
      feedEntriesOf([productDto({ name: '=HYPERLINK("http://evil.example")', description: "Small, light" })], ORIGIN),
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    const [, cells] = parseCsv(csv);
    expect(cells?.[2]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(cells?.[3]).toBe("Small, light");
  });

  test("more pictures share one cell, separated by commas", () => {
    const [, cells] = parseCsv(
      metaCatalogCsv(
        feedEntriesOf([productDto({ images: ["/products/a.svg", "/products/b.svg", "/products/c.svg"] })], ORIGIN),
      ),
    );
    expect(cells?.[META_COLUMNS.indexOf("additional_image_link")]).toBe(
      `${ORIGIN}/share/products/b.jpg,${ORIGIN}/share/products/c.jpg`,
    );
  });
});
