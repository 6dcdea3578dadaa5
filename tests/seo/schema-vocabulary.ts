// The part of schema.org's vocabulary the shop's pages use, and what Google's rich results require of it, written out
// by hand from schema.org and Google's Search Central pages (merchant listings, product snippets, organization,
// breadcrumb): a test walks each page's JSON-LD against it, so a property schema.org lacks, a type it does not have or a
// value Google marks as an error fails here, not in Search Console weeks later.

type Rule = {
  /** Every property schema.org defines for the type that the shop may use. */
  allowed: readonly string[];
  /** What Google marks as an error when it is missing. */
  required?: readonly string[];
};

const THING = ["name", "description", "url", "image", "sameAs", "identifier"] as const;

export const VOCABULARY: Record<string, Rule> = {
  Product: {
    allowed: [
      ...THING,
      "sku",
      "category",
      "brand",
      "material",
      "color",
      "audience",
      "additionalProperty",
      "offers",
      "aggregateRating",
      "review",
    ],
    required: ["name", "image", "offers"],
  },
  Offer: {
    allowed: [
      ...THING,
      "sku",
      "price",
      "priceCurrency",
      "availability",
      "itemCondition",
      "shippingDetails",
      "hasMerchantReturnPolicy",
    ],
    required: ["price", "priceCurrency", "availability"],
  },
  OfferShippingDetails: {
    allowed: ["shippingLabel", "shippingRate", "shippingDestination", "deliveryTime"],
    required: ["shippingRate", "shippingDestination", "deliveryTime"],
  },
  MonetaryAmount: { allowed: ["value", "currency"], required: ["value", "currency"] },
  DefinedRegion: { allowed: ["addressCountry", "addressRegion", "postalCode"], required: ["addressCountry"] },
  ShippingDeliveryTime: { allowed: ["handlingTime", "transitTime"], required: ["handlingTime", "transitTime"] },
  QuantitativeValue: { allowed: ["minValue", "maxValue", "value", "unitCode"], required: ["unitCode"] },
  MerchantReturnPolicy: {
    allowed: ["applicableCountry", "returnPolicyCategory", "merchantReturnDays", "returnMethod", "returnFees"],
    required: ["applicableCountry", "returnPolicyCategory"],
  },
  PeopleAudience: { allowed: ["suggestedGender", "suggestedMinAge", "suggestedMaxAge", "suggestedAge"] },
  PropertyValue: { allowed: ["name", "value"], required: ["name", "value"] },
  Brand: { allowed: ["name", "logo"], required: ["name"] },
  AggregateRating: {
    allowed: ["ratingValue", "reviewCount", "ratingCount", "bestRating", "worstRating"],
    required: ["ratingValue"],
  },
  Review: {
    allowed: ["author", "datePublished", "reviewBody", "name", "reviewRating"],
    required: ["author", "reviewRating"],
  },
  Rating: { allowed: ["ratingValue", "bestRating", "worstRating"], required: ["ratingValue"] },
  Person: { allowed: ["name"], required: ["name"] },
  BreadcrumbList: { allowed: ["itemListElement"], required: ["itemListElement"] },
  ListItem: { allowed: ["position", "name", "item", "url"], required: ["position"] },
  ItemList: { allowed: ["itemListElement", "numberOfItems", "name"], required: ["itemListElement"] },
  CollectionPage: { allowed: [...THING, "mainEntity", "breadcrumb", "isPartOf"] },
  Organization: {
    allowed: [...THING, "logo", "email", "telephone", "address", "contactPoint"],
    required: ["name", "url"],
  },
  ContactPoint: { allowed: ["contactType", "email", "telephone", "url", "availableLanguage"] },
};

/** Values Google accepts for enumerated properties (anything else is an error in its rich results test). */
const ENUMERATIONS: Record<string, readonly string[]> = {
  availability: [
    "https://schema.org/InStock",
    "https://schema.org/OutOfStock",
    "https://schema.org/SoldOut",
    "https://schema.org/PreOrder",
    "https://schema.org/BackOrder",
  ],
  itemCondition: ["https://schema.org/NewCondition"],
  returnPolicyCategory: [
    "https://schema.org/MerchantReturnFiniteReturnWindow",
    "https://schema.org/MerchantReturnNotPermitted",
    "https://schema.org/MerchantReturnUnlimitedWindow",
  ],
  returnMethod: [
    "https://schema.org/ReturnByMail",
    "https://schema.org/ReturnInStore",
    "https://schema.org/ReturnAtKiosk",
  ],
  returnFees: [
    "https://schema.org/FreeReturn",
    "https://schema.org/ReturnShippingFees",
    "https://schema.org/ReturnFeesCustomerResponsibility",
  ],
  suggestedGender: ["male", "female", "unisex"],
  // UN/CEFACT codes: days for handling and transit, years for ages.
  unitCode: ["DAY", "ANN"],
};

/** Every problem in `data` (a page's JSON-LD), as "Product.offers[0].colour: not in schema.org's Offer". */
export function vocabularyProblems(data: unknown, at = "$"): string[] {
  if (Array.isArray(data)) return data.flatMap((item, index) => vocabularyProblems(item, `${at}[${index}]`));
  if (data === null || typeof data !== "object") return [];
  const record = data as Record<string, unknown>;
  const type = record["@type"];
  if (typeof type !== "string") return [`${at}: an object without a @type`];
  const rule = VOCABULARY[type];
  if (!rule) return [`${at}: ${type} is not a type this vocabulary knows`];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (key === "@type" || key === "@context" || key === "@id") continue;
    if (!rule.allowed.includes(key)) problems.push(`${at}.${key}: not a property of ${type}`);
    const allowedValues = ENUMERATIONS[key];
    if (allowedValues && !allowedValues.includes(String(value)))
      problems.push(`${at}.${key}: ${String(value)} is not allowed`);
    if (value === "" || value === null) problems.push(`${at}.${key}: empty`);
    problems.push(...vocabularyProblems(value, `${at}.${key}`));
  }
  for (const key of rule.required ?? []) if (!(key in record)) problems.push(`${at}: ${type} needs ${key}`);
  return problems;
}
