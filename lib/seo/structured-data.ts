// Pure on purpose: every page's structured data, built from what the page shows. Each builder is typed with schema.org's
// own vocabulary (schema-dts), so a misnamed property or a value of the wrong kind fails the type check; what Google
// requires beyond the vocabulary is checked in tests/seo.
import type {
  BreadcrumbList,
  CollectionPage,
  MerchantReturnPolicy,
  OfferShippingDetails,
  Organization,
  PeopleAudience,
  Product,
  Review,
  Thing,
  WithContext,
} from "schema-dts";
import type { AgeGroup, Gender } from "@/lib/catalog/attributes";
import type { ProductDto } from "@/lib/catalog/dto";
import { listingFactsOf, type DayRange } from "@/lib/catalog/listing-facts";
import { productHref } from "@/lib/catalog/product-href";
import { shareCardPath } from "@/lib/images/paths";
import { centsToDollars } from "@/lib/pricing/dollars";
import { SHIPPING_METHOD_IDS, SHIPPING_METHODS } from "@/lib/pricing/shipping";
import { SHOP_NAME } from "@/lib/shop-name";

export type JsonLd = WithContext<Thing>;

export type Crumb = { name: string; path: string };

/** The shop's policies a product's data states: the return window (days after delivery; 0 = no returns). */
export type ListingPolicy = { returnWindowDays: number };

/** A review as the page's data states it. */
export type ReviewFact = { name: string; rating: number; title: string | null; body: string; createdAt: Date };

/**
 * The piece's published reviews as its page shows them: the average (one decimal) and count of every one, and the
 * newest few in full (lib/reviews/read.ts productReviewFacts).
 */
export type ProductReviewFacts = { average: number | null; count: number; latest: readonly ReviewFact[] };

/** How many reviews a product's data carries in full: the newest, as Google reads a handful at most. */
const JSON_LD_REVIEWS = 5;

/** Where the shop sells and ships: the United States alone (the checkout takes US addresses). */
const COUNTRY = "US";
const CURRENCY = "USD";

function absolute(path: string, origin: string): string {
  return new URL(path, `${origin}/`).toString();
}

/** Two decimals, as the shop shows it; schema.org wants the number without a currency sign. */
function price(cents: number): string {
  return centsToDollars(cents).toFixed(2);
}

/** A sold one-of-a-kind piece stays as portfolio: search engines read it as sold out, not as coming back. */
function schemaAvailability(product: ProductDto, inStock: boolean) {
  if (product.availability === "sold") return "https://schema.org/SoldOut" as const;
  return inStock ? ("https://schema.org/InStock" as const) : ("https://schema.org/OutOfStock" as const);
}

function days(range: DayRange) {
  return { "@type": "QuantitativeValue" as const, minValue: range.min, maxValue: range.max, unitCode: "DAY" };
}

/** One way to the buyer per checkout method, each with its price, the piece's handling days and the method's transit. */
function shippingDetails(handling: DayRange): OfferShippingDetails[] {
  return SHIPPING_METHOD_IDS.map((id) => {
    const method = SHIPPING_METHODS[id];
    return {
      "@type": "OfferShippingDetails",
      shippingLabel: method.label,
      shippingRate: { "@type": "MonetaryAmount", value: centsToDollars(method.costCents), currency: CURRENCY },
      shippingDestination: { "@type": "DefinedRegion", addressCountry: COUNTRY },
      deliveryTime: {
        "@type": "ShippingDeliveryTime",
        handlingTime: days(handling),
        transitTime: days({ min: method.minBusinessDays, max: method.maxBusinessDays }),
      },
    };
  });
}

/**
 * Her return policy for this piece: back by mail within the window, postage paid by the buyer (her Returns page's
 * starting text says so); a piece engraved to order, or a shop that takes no returns, cannot come back.
 */
function returnPolicy(product: ProductDto, policy: ListingPolicy): MerchantReturnPolicy {
  const madeForOne = product.personalization?.required === true;
  if (policy.returnWindowDays === 0 || madeForOne)
    return {
      "@type": "MerchantReturnPolicy",
      applicableCountry: COUNTRY,
      returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted",
    };
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: COUNTRY,
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: policy.returnWindowDays,
    returnMethod: "https://schema.org/ReturnByMail",
    returnFees: "https://schema.org/ReturnShippingFees",
  };
}

/** Google's age groups as ages: kids are 5 to 13, adults 13 and up. */
const AGES: Record<AgeGroup, { min: number; max?: number }> = { kids: { min: 5, max: 13 }, adult: { min: 13 } };

function audience(gender: Gender, ageGroup: AgeGroup): PeopleAudience {
  const ages = AGES[ageGroup];
  return {
    "@type": "PeopleAudience",
    suggestedGender: gender,
    suggestedMinAge: ages.min,
    ...(ages.max === undefined ? {} : { suggestedMaxAge: ages.max }),
    suggestedAge: {
      "@type": "QuantitativeValue",
      minValue: ages.min,
      ...(ages.max === undefined ? {} : { maxValue: ages.max }),
      unitCode: "ANN",
    },
  };
}

/**
 * The rating and the newest reviews, only when there is one: an AggregateRating of zero reviews is an error to
 * Google. The numbers are the ones the page shows, from the same read.
 */
function ratings(reviews: ProductReviewFacts | undefined): Pick<Product, "aggregateRating" | "review"> {
  if (reviews === undefined || reviews.count === 0 || reviews.average === null) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: reviews.average,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.latest.slice(0, JSON_LD_REVIEWS).map((review): Review => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.name },
      datePublished: review.createdAt.toISOString().slice(0, 10),
      ...(review.title ? { name: review.title } : {}),
      reviewBody: review.body,
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

/**
 * schema.org Product for merchant listings: what it is made of, its colours and audience, its stones, one Offer per
 * size (each at its own price and stock), every shipping method with the piece's handling days, and the return
 * policy. The facts come from lib/catalog/listing-facts.ts, which the product feeds read too. With `reviews`, its
 * rating and newest reviews (none while it has no published review).
 */
export function productJsonLd(
  product: ProductDto,
  origin: string,
  policy: ListingPolicy,
  reviews?: ProductReviewFacts,
): WithContext<Product> {
  const url = absolute(productHref(product.id), origin);
  const facts = listingFactsOf(product);
  const images = product.images.length > 0 ? product.images : [product.imageUrl];
  const shipping = shippingDetails(facts.handlingDays);
  const returns = returnPolicy(product, policy);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    // Raster cards: search engines and share previews read JPEG everywhere, SVG and WebP not always.
    image: images.map((image) => absolute(shareCardPath(image), origin)),
    sku: product.id,
    category: product.category,
    brand: { "@type": "Brand", name: SHOP_NAME },
    url,
    ...(facts.material ? { material: facts.material } : {}),
    ...(facts.color ? { color: facts.color } : {}),
    audience: audience(facts.gender, facts.ageGroup),
    ...(facts.stones.length > 0
      ? {
          additionalProperty: facts.stones.map((stone) => ({
            "@type": "PropertyValue" as const,
            name: "Stone",
            value: stone,
          })),
        }
      : {}),
    offers: facts.items.map((item) => ({
      "@type": "Offer" as const,
      sku: item.id,
      ...(item.size === null ? {} : { name: `${product.variantName ?? "Size"} ${item.size}` }),
      price: price(item.priceCents),
      priceCurrency: CURRENCY,
      availability: schemaAvailability(product, item.inStock),
      itemCondition: "https://schema.org/NewCondition" as const,
      url,
      shippingDetails: shipping,
      hasMerchantReturnPolicy: returns,
    })),
    ...ratings(reviews),
  };
}

/** schema.org Organization for the home page: the shop's name, address on the web, logo and how to reach her. */
export function organizationJsonLd(origin: string, contact: { email: string }): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SHOP_NAME,
    url: absolute("/", origin),
    logo: absolute("/logo.png", origin),
    email: contact.email,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: contact.email,
      url: absolute("/contact", origin),
      availableLanguage: "English",
    },
  };
}

/** schema.org BreadcrumbList: the trail shown above a page, as absolute URLs. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path, origin),
    })),
  };
}

/** JSON for an inline <script>: `<`, `>` and `&` escaped so no product text can close the tag or open a comment. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

/**
 * schema.org CollectionPage for a collection she curates: its name and words, and as `mainEntity` an ItemList of its
 * pieces' pages in her order (a summary list, so each item is a URL, not the whole product again).
 */
export function collectionPageJsonLd(
  collection: { name: string; description: string; path: string; productIds: readonly string[] },
  origin: string,
): WithContext<CollectionPage> {
  const url = absolute(collection.path, origin);
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: collection.name,
    ...(collection.description ? { description: collection.description } : {}),
    url,
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: collection.productIds.length,
      itemListElement: collection.productIds.map((id, index) => ({
        "@type": "ListItem",
        position: index + 1,
        url: absolute(productHref(id), origin),
      })),
    },
  };
}
