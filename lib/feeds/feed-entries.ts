// Pure on purpose: what every product feed says of each thing a shopper can buy, worked out once from the piece's
// listing facts (lib/catalog/listing-facts.ts), so Google's XML and Meta's CSV differ only in how they write it.
import type { ProductDto } from "@/lib/catalog/dto";
import { isListable, listingFactsOf, type DayRange, type ListingFacts } from "@/lib/catalog/listing-facts";
import { productHref } from "@/lib/catalog/product-href";
import { shareCardPath } from "@/lib/images/paths";
import { SHOP_NAME } from "@/lib/shop-name";
import { plainDescription, plainFeedText, truncateFeedText } from "@/lib/feeds/feed-text";

/** Google's product taxonomy: Apparel & Accessories > Jewelry. Meta and Pinterest read the same number. */
export const JEWELRY_CATEGORY = "188";
/** Google's and Meta's longest title. */
const MAX_TITLE_LENGTH = 150;
/** Google's and Meta's longest description. */
const MAX_DESCRIPTION_LENGTH = 5_000;
/** Google takes at most ten more pictures beside the main one. */
const MAX_ADDITIONAL_IMAGES = 10;

/** One item of a feed: a size of a piece, or a piece without sizes. Text is plain, URLs absolute, money in cents. */
export type FeedEntry = {
  id: string;
  /** The piece's id, shared by its sizes; null for a piece without sizes. */
  groupId: string | null;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  availability: "in_stock" | "out_of_stock";
  priceCents: number;
  brand: string;
  productType: string;
  ageGroup: ListingFacts["ageGroup"];
  gender: ListingFacts["gender"];
  color: string | null;
  material: string | null;
  size: string | null;
  handlingDays: DayRange;
  shipping: ListingFacts["shipping"];
};

function absolute(path: string, origin: string): string {
  return new URL(path, `${origin}/`).toString();
}

/**
 * The title a shopping tab shows. A size goes into it ("Hammered Band, Ring size 7"): Google asks that each variant's
 * title say what sets it apart, and a shopper comparing two listings of one ring sees which is which.
 */
function titleOf(product: ProductDto, size: string | null): string {
  const name = plainFeedText(product.name);
  const title =
    size === null ? name : `${name}, ${plainFeedText(product.variantName ?? "Size")} ${plainFeedText(size)}`;
  return truncateFeedText(title, MAX_TITLE_LENGTH);
}

/** Her words, as plain text; a piece she wrote none for is described as its page's metadata describes it. */
function descriptionOf(product: ProductDto): string {
  const text = plainDescription(product.description ?? "");
  const described =
    text !== ""
      ? text
      : `${plainFeedText(product.name)}, handmade by ${SHOP_NAME}. ${plainFeedText(product.category)}.`;
  return truncateFeedText(described, MAX_DESCRIPTION_LENGTH);
}

/**
 * Every item the feeds list of these pieces, in their order: a listable piece (published, not sold) gives one per
 * size, or one for itself. Pictures are the raster share cards (JPEG) the page's structured data names: shopping
 * engines read JPEG everywhere, SVG never.
 */
export function feedEntriesOf(products: readonly ProductDto[], origin: string): FeedEntry[] {
  return products.filter(isListable).flatMap((product) => {
    const facts = listingFactsOf(product);
    // Never an empty list: a piece without photos shows its placeholder.
    const [imageLink = "", ...additionalImageLinks] = (
      product.images.length > 0 ? product.images : [product.imageUrl]
    ).map((image) => absolute(shareCardPath(image), origin));
    // What every size of the piece says alike.
    const piece = {
      groupId: product.variants.length > 0 ? facts.groupId : null,
      description: descriptionOf(product),
      link: absolute(productHref(product.id), origin),
      imageLink,
      additionalImageLinks: additionalImageLinks.slice(0, MAX_ADDITIONAL_IMAGES),
      brand: SHOP_NAME,
      productType: plainFeedText(product.category),
      ageGroup: facts.ageGroup,
      gender: facts.gender,
      color: facts.color === null ? null : plainFeedText(facts.color),
      material: facts.material === null ? null : plainFeedText(facts.material),
      handlingDays: facts.handlingDays,
      shipping: facts.shipping,
    };
    return facts.items.map((item): FeedEntry => ({
      ...piece,
      id: item.id,
      title: titleOf(product, item.size),
      availability: item.inStock ? "in_stock" : "out_of_stock",
      priceCents: item.priceCents,
      size: item.size === null ? null : plainFeedText(item.size),
    }));
  });
}

/** An amount as both feeds write a price: "42.00 USD". */
export function feedPrice(cents: number): string {
  return `${(cents / 100).toFixed(2)} USD`;
}
