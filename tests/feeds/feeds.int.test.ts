import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeEach, describe, expect, test } from "vitest";
import { GET as googleFeed } from "@/app/feeds/google.xml/route";
import { GET as metaFeed } from "@/app/feeds/meta.csv/route";
import type { Db } from "@/lib/db-client";
import { FEED_MAX_AGE_MS, getFeed, setFeedClockForTests } from "@/lib/feeds/feed-cache";
import { META_COLUMNS } from "@/lib/feeds/meta-csv";
import { createProduct, type ProductInput } from "../factories/products";
import { noParams, ORIGIN } from "../support/api";
import { simulatedClock, type SimulatedClock } from "../support/clock";
import { parseCsv } from "../support/csv-rows";
import { useTestDatabase } from "../support/database";

/**
 * What Google asks of every jewelry item (Apparel & Accessories: age group, gender and colour required; material
 * recommended), each present and not blank. Title, description and link are RSS's own elements; the rest are `g:`.
 */
const REQUIRED = [
  "g:id",
  "title",
  "description",
  "link",
  "g:image_link",
  "g:availability",
  "g:price",
  "g:brand",
  "g:condition",
  "g:identifier_exists",
  "g:google_product_category",
  "g:age_group",
  "g:gender",
  "g:color",
  "g:material",
  "g:shipping",
] as const;

type Item = Record<string, unknown>;

const parser = new XMLParser({ parseTagValue: false, isArray: (name) => name === "item" });

/** A piece with the attributes a shopping engine asks for, as the maker fills them in. */
async function jewelryPiece(db: Db, input: ProductInput = {}) {
  const product = await createProduct(db, { images: ["/products/moon-drop.svg"], ...input });
  await db.product.update({
    where: { id: product.id },
    data: {
      metal: "sterling-silver",
      materials: ["Garnet"],
      stones: ["Garnet"],
      colors: ["Red", "Silver"],
      gender: "female",
    },
  });
  return product;
}

async function fetchGoogle(headers: Record<string, string> = {}) {
  const response = await googleFeed(new Request(`${ORIGIN}/feeds/google.xml`, { headers }), noParams);
  const xml = await response.text();
  if (response.status !== 200) return { response, xml, items: [] as Item[] };
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = parser.parse(xml) as { rss: { "@_version"?: string; channel: { title: string; item?: Item[] } } };
  return { response, xml, items: parsed.rss.channel.item ?? [] };
}

async function fetchMeta(headers: Record<string, string> = {}) {
  const response = await metaFeed(new Request(`${ORIGIN}/feeds/meta.csv`, { headers }), noParams);
  const [header = [], ...rows] = parseCsv(await response.text());
  return {
    response,
    header,
    rows: rows.map((cells) => Object.fromEntries(header.map((column, index) => [column, cells[index] ?? ""]))),
  };
}

const idsOf = (items: Item[]) => items.map((item) => String(item["g:id"]));

describe("GET /feeds/google.xml and GET /feeds/meta.csv", () => {
  const database = useTestDatabase();
  const db = () => database.client();
  let clock: SimulatedClock;

  beforeEach(() => {
    clock = simulatedClock(new Date("2026-12-07T10:00:00Z"));
    setFeedClockForTests(clock);
  });

  test("the Google feed parses as XML and carries every required attribute for each jewelry item", async () => {
    const piece = await jewelryPiece(db(), { name: "Moon Drop", priceCents: 4_200 });
    const { response, xml, items } = await fetchGoogle();

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(xml).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      for (const attribute of REQUIRED) {
        expect(item[attribute], `${String(item["g:id"])} ${attribute}`).toBeDefined();
        expect(String(item[attribute]).trim(), `${String(item["g:id"])} ${attribute}`).not.toBe("");
      }
    }
    const item = items.find((candidate) => candidate["g:id"] === piece.id);
    expect(item).toMatchObject({
      title: "Moon Drop",
      link: `${ORIGIN}/product/${piece.id}`,
      "g:image_link": `${ORIGIN}/share/products/moon-drop.jpg`,
      "g:price": "42.00 USD",
      "g:brand": "Atelier",
      "g:color": "Red/Silver",
      "g:material": "Sterling silver/Garnet",
      "g:gender": "female",
      "g:age_group": "adult",
      "g:shipping": { "g:country": "US", "g:service": "Standard", "g:price": "0.00 USD" },
    });
  });

  test("a two-size ring gives two items with one item_group_id, each with its size, in both feeds", async () => {
    const ring = await jewelryPiece(db(), {
      name: "Hammered Band",
      priceCents: 4_800,
      variants: [
        { label: "6", stock: 2 },
        { label: "7", stock: 0, priceCents: 5_200 },
      ],
    });
    const sizes = await db().productVariant.findMany({ where: { productId: ring.id }, orderBy: { position: "asc" } });

    const ringItems = (await fetchGoogle()).items.filter((item) => item["g:item_group_id"] === ring.id);
    expect(ringItems.map((item) => [item["g:id"], item["g:size"], item["g:availability"], item.title])).toEqual([
      [sizes[0]?.id, "6", "in_stock", "Hammered Band, Ring size 6"],
      [sizes[1]?.id, "7", "out_of_stock", "Hammered Band, Ring size 7"],
    ]);

    const { header, rows } = await fetchMeta();
    expect(header).toEqual([...META_COLUMNS]);
    expect(
      rows.filter((row) => row.item_group_id === ring.id).map((row) => [row.id, row.size, row.availability, row.price]),
    ).toEqual([
      [sizes[0]?.id, "6", "in stock", "48.00 USD"],
      [sizes[1]?.id, "7", "out of stock", "52.00 USD"],
    ]);
  });

  test("drafts, sold one-of-a-kind pieces and deleted pieces are in neither feed; a made-to-order piece is in stock", async () => {
    const draft = await jewelryPiece(db(), { published: false });
    const sold = await jewelryPiece(db(), { oneOfAKind: true, stock: 0, soldAt: new Date() });
    const deleted = await jewelryPiece(db(), { deletedAt: new Date() });
    const madeToOrder = await jewelryPiece(db(), { leadTimeDays: 10, stock: 3 });

    const { items } = await fetchGoogle();
    const { rows } = await fetchMeta();
    for (const id of [draft.id, sold.id, deleted.id]) {
      expect(idsOf(items)).not.toContain(id);
      expect(rows.map((row) => row.id)).not.toContain(id);
    }
    expect(items.find((item) => item["g:id"] === madeToOrder.id)).toMatchObject({
      "g:availability": "in_stock",
      "g:min_handling_time": "10",
      "g:max_handling_time": "10",
    });
  });

  test("a piece sold or made a draft after a build stays up to 60 s, and leaves both feeds once 60 s have passed", async () => {
    const soon = await jewelryPiece(db(), { oneOfAKind: true, stock: 1 });
    const hidden = await jewelryPiece(db());
    expect(idsOf((await fetchGoogle()).items)).toEqual(expect.arrayContaining([soon.id, hidden.id]));
    expect((await fetchMeta()).rows.map((row) => row.id)).toEqual(expect.arrayContaining([soon.id, hidden.id]));

    await db().product.update({ where: { id: soon.id }, data: { stock: 0, soldAt: new Date() } });
    await db().product.update({ where: { id: hidden.id }, data: { published: false } });

    clock.advance(FEED_MAX_AGE_MS - 1_000);
    expect(idsOf((await fetchGoogle()).items)).toEqual(expect.arrayContaining([soon.id, hidden.id]));
    expect((await fetchMeta()).rows.map((row) => row.id)).toEqual(expect.arrayContaining([soon.id, hidden.id]));

    clock.advance(1_000);
    const google = idsOf((await fetchGoogle()).items);
    const meta = (await fetchMeta()).rows.map((row) => row.id);
    for (const id of [soon.id, hidden.id]) {
      expect(google).not.toContain(id);
      expect(meta).not.toContain(id);
    }
  });

  test("a copy that is current is answered 304 by its ETag or its date; a changed feed gets a new ETag and date", async () => {
    await jewelryPiece(db());
    const first = (await fetchGoogle()).response;
    const etag = first.headers.get("etag") ?? "";
    const lastModified = first.headers.get("last-modified") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(lastModified).toISOString()).toBe("2026-12-07T10:00:00.000Z");

    const again = await googleFeed(
      new Request(`${ORIGIN}/feeds/google.xml`, { headers: { "if-none-match": `"other", W/${etag}` } }),
      noParams,
    );
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect((await fetchGoogle({ "if-none-match": '"other"' })).response.status).toBe(200);
    expect((await fetchGoogle({ "if-modified-since": lastModified })).response.status).toBe(304);
    expect((await fetchGoogle({ "if-modified-since": "Sun, 06 Dec 2026 10:00:00 GMT" })).response.status).toBe(200);

    const meta = (await fetchMeta()).response;
    expect(meta.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect((await fetchMeta({ "if-none-match": meta.headers.get("etag") ?? "" })).response.status).toBe(304);

    // A minute later with nothing changed: the same tag and date. With a new piece: new ones.
    clock.advance(FEED_MAX_AGE_MS);
    expect((await fetchGoogle({ "if-none-match": etag })).response.status).toBe(304);
    await jewelryPiece(db());
    clock.advance(FEED_MAX_AGE_MS);
    const changed = (await fetchGoogle({ "if-none-match": etag })).response;
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(new Date(changed.headers.get("last-modified") ?? "").toISOString()).toBe("2026-12-07T10:02:00.000Z");
  });

  test("requests that arrive together while the feeds are built share one build", async () => {
    await jewelryPiece(db());
    const [first, second, meta] = await Promise.all([getFeed("google"), getFeed("google"), getFeed("meta")]);
    // One build makes one object per feed, both stamped with the one time their catalogue was read.
    expect(second).toBe(first);
    expect(meta.lastModified).toBe(first.lastModified);
  });
});
