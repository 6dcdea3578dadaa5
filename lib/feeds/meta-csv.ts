// Pure on purpose: the Meta catalog feed (CSV, the columns of Meta's catalog specification), which Meta Commerce
// Manager (Facebook and Instagram shops) and Pinterest's catalogs both fetch, written from the feeds' entries.
import { feedPrice, JEWELRY_CATEGORY, type FeedEntry } from "@/lib/feeds/feed-entries";
import { plainFeedText } from "@/lib/feeds/feed-text";
import { csvCell } from "@/lib/reports/csv";

export const META_COLUMNS = [
  "id",
  "item_group_id",
  "title",
  "description",
  "availability",
  "condition",
  "price",
  "link",
  "image_link",
  "additional_image_link",
  "brand",
  "google_product_category",
  "gender",
  "age_group",
  "color",
  "material",
  "size",
  "shipping",
] as const;

/** Meta spells availability with a space. */
const META_AVAILABILITY = { in_stock: "in stock", out_of_stock: "out of stock" } as const;

/** A text cell: unsafe characters dropped, then quoted per RFC 4180 and defused against spreadsheet formulas. */
function text(value: string | null): string {
  return csvCell(value === null ? null : plainFeedText(value));
}

function rowOf(entry: FeedEntry): string {
  const cells: Record<(typeof META_COLUMNS)[number], string> = {
    id: text(entry.id),
    item_group_id: text(entry.groupId),
    title: text(entry.title),
    description: text(entry.description),
    availability: text(META_AVAILABILITY[entry.availability]),
    condition: text("new"),
    price: text(feedPrice(entry.priceCents)),
    link: text(entry.link),
    image_link: text(entry.imageLink),
    // Meta reads several pictures from one cell, separated by commas (a URL of ours never contains one).
    additional_image_link: text(entry.additionalImageLinks.length > 0 ? entry.additionalImageLinks.join(",") : null),
    brand: text(entry.brand),
    google_product_category: text(JEWELRY_CATEGORY),
    gender: text(entry.gender),
    age_group: text(entry.ageGroup),
    color: text(entry.color),
    material: text(entry.material),
    size: text(entry.size),
    // country:region:service:price, no region: the whole of the US.
    shipping: text(`US::Standard:${feedPrice(entry.shipping.priceCents)}`),
  };
  return META_COLUMNS.map((column) => cells[column]).join(",");
}

/**
 * The whole file: the header, then one row per entry, lines ended by CRLF (RFC 4180). No byte-order mark, unlike the
 * maker's downloads: Meta and Pinterest read UTF-8 as it is and would take a mark for part of the first column's name.
 */
export function metaCatalogCsv(entries: readonly FeedEntry[]): string {
  return `${[META_COLUMNS.join(","), ...entries.map(rowOf)].join("\r\n")}\r\n`;
}
