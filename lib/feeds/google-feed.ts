// Pure on purpose: the Google feed (RSS 2.0 with Google's `g:` namespace, its product data specification) written
// from the feeds' entries. Google Merchant Center fetches it for free listings and Shopping; Google Search reads the
// same file as a sitemap (robots.txt names it), which is why title, link and description are RSS's own elements.
import { feedPrice, JEWELRY_CATEGORY, type FeedEntry } from "@/lib/feeds/feed-entries";
import { plainFeedText } from "@/lib/feeds/feed-text";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text as XML carries it: characters XML forbids dropped (plainFeedText), the five markup characters escaped. */
export function xmlText(text: string): string {
  return plainFeedText(text).replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

function element(name: string, value: string | number | null): string {
  return value === null ? "" : `<${name}>${typeof value === "number" ? value : xmlText(value)}</${name}>`;
}

/** One <item>: one size of a piece, or a piece without sizes. */
function itemXml(entry: FeedEntry): string {
  const { shipping } = entry;
  return [
    "<item>",
    element("g:id", entry.id),
    element("title", entry.title),
    element("description", entry.description),
    element("link", entry.link),
    element("g:image_link", entry.imageLink),
    ...entry.additionalImageLinks.map((link) => element("g:additional_image_link", link)),
    element("g:availability", entry.availability),
    element("g:price", feedPrice(entry.priceCents)),
    element("g:brand", entry.brand),
    element("g:condition", "new"),
    // A maker's own pieces have no GTIN or part number: Google must not wait for one.
    element("g:identifier_exists", "no"),
    element("g:google_product_category", JEWELRY_CATEGORY),
    element("g:product_type", entry.productType),
    element("g:age_group", entry.ageGroup),
    element("g:gender", entry.gender),
    element("g:color", entry.color),
    element("g:material", entry.material),
    element("g:item_group_id", entry.groupId),
    element("g:size", entry.size),
    // Made to order: still in stock, the lead time telling how long before it ships.
    element("g:min_handling_time", entry.handlingDays.min),
    element("g:max_handling_time", entry.handlingDays.max),
    "<g:shipping>",
    element("g:country", "US"),
    element("g:service", "Standard"),
    element("g:price", feedPrice(shipping.priceCents)),
    element("g:min_transit_time", shipping.transitDays.min),
    element("g:max_transit_time", shipping.transitDays.max),
    "</g:shipping>",
    "</item>",
  ].join("");
}

/** The whole feed: the channel (the shop's name, its address, what it sells) and one item per entry. */
export function googleFeedXml(entries: readonly FeedEntry[], channel: { title: string; link: string }): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    "<channel>",
    element("title", channel.title),
    element("link", channel.link),
    element("description", `Handmade jewelry from ${channel.title}`),
    ...entries.map(itemXml),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
