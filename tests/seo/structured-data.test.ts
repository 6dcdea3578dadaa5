import { describe, expect, test } from "vitest";
import {
  breadcrumbJsonLd,
  collectionPageJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
} from "@/lib/seo/structured-data";
import { productDto } from "../support/product-dto";
import { vocabularyProblems } from "./schema-vocabulary";

const ORIGIN = "https://shop.example";
const POLICY = { returnWindowDays: 14 };

const product = productDto({
  id: "ckpiece1",
  name: "Moonstone Drops",
  description: "Soft blue flashes.",
  priceCents: 3850,
  category: "Earrings",
  stock: 0,
  imageUrl: "/products/moon-1.svg",
  images: ["/products/moon-1.svg", "/products/moon-2.svg"],
});

const ring = productDto({
  id: "ckring",
  name: "Garnet Stacking Ring",
  priceCents: 4_200,
  metal: "sterling-silver",
  materials: ["Garnet"],
  stones: ["Garnet", "Pearl"],
  colors: ["Red", "Silver"],
  gender: "female",
  leadTimeDays: 5,
  variantName: "Ring size",
  variants: [
    { id: "cksize6", label: "6", priceCents: 4_200, ownPrice: false, stock: 1, inStock: true },
    { id: "cksize8", label: "8", priceCents: 4_800, ownPrice: true, stock: 0, inStock: false },
  ],
});

const reviews = {
  average: 4.5,
  count: 12,
  latest: Array.from({ length: 7 }, (_, index) => ({
    name: `Ana ${index}.`,
    rating: index % 2 === 0 ? 5 : 4,
    title: index === 0 ? "Wear it daily" : null,
    body: "Lovely weight, and it catches the light.",
    createdAt: new Date(Date.UTC(2026, 10, 20 - index)),
  })),
};

type OfferShape = { availability: string; price: string; sku: string; name?: string };
const offersOf = (data: ReturnType<typeof productJsonLd>) => (data as unknown as { offers: OfferShape[] }).offers;

describe("structured data for search engines", () => {
  test("a sold one-of-a-kind piece is SoldOut, a piece to be restocked OutOfStock, one on hand InStock", () => {
    const availability = (overrides: Parameters<typeof productDto>[0]) =>
      offersOf(productJsonLd(productDto(overrides), ORIGIN, POLICY))[0]?.availability;
    expect(availability({ stock: 0, oneOfAKind: true, availability: "sold" })).toBe("https://schema.org/SoldOut");
    expect(availability({ stock: 0 })).toBe("https://schema.org/OutOfStock");
    expect(availability({ stock: 2 })).toBe("https://schema.org/InStock");
  });

  test("a product carries its pictures as absolute JPEG share cards, price with two decimals, currency and availability", () => {
    expect(productJsonLd(product, ORIGIN, POLICY)).toMatchObject({
      "@type": "Product",
      name: "Moonstone Drops",
      description: "Soft blue flashes.",
      sku: "ckpiece1",
      brand: { "@type": "Brand", name: "Atelier" },
      image: ["https://shop.example/share/products/moon-1.jpg", "https://shop.example/share/products/moon-2.jpg"],
      offers: [
        {
          "@type": "Offer",
          price: "38.50",
          priceCurrency: "USD",
          availability: "https://schema.org/OutOfStock",
          url: "https://shop.example/product/ckpiece1",
        },
      ],
    });
  });

  test("a ring in two sizes has one offer per size, each at its own price and stock", () => {
    expect(offersOf(productJsonLd(ring, ORIGIN, POLICY))).toMatchObject([
      { sku: "cksize6", name: "Ring size 6", price: "42.00", availability: "https://schema.org/InStock" },
      { sku: "cksize8", name: "Ring size 8", price: "48.00", availability: "https://schema.org/OutOfStock" },
    ]);
  });

  test("material, colour, audience and stones come from the piece's attributes", () => {
    expect(productJsonLd(ring, ORIGIN, POLICY)).toMatchObject({
      material: "Sterling silver/Garnet",
      color: "Red/Silver",
      audience: {
        "@type": "PeopleAudience",
        suggestedGender: "female",
        suggestedMinAge: 13,
        suggestedAge: { "@type": "QuantitativeValue", minValue: 13, unitCode: "ANN" },
      },
      additionalProperty: [
        { "@type": "PropertyValue", name: "Stone", value: "Garnet" },
        { "@type": "PropertyValue", name: "Stone", value: "Pearl" },
      ],
    });
    const kids = productJsonLd(productDto({ ageGroup: "kids" }), ORIGIN, POLICY);
    expect(kids.audience).toMatchObject({ suggestedMinAge: 5, suggestedMaxAge: 13, suggestedGender: "unisex" });
    const plain = productJsonLd(productDto(), ORIGIN, POLICY);
    expect(plain).not.toHaveProperty("material");
    expect(plain).not.toHaveProperty("color");
    expect(plain).not.toHaveProperty("additionalProperty");
  });

  test("every offer ships by each checkout method: its price, the piece's handling days and the method's transit", () => {
    const [offer] = offersOf(productJsonLd(ring, ORIGIN, POLICY)) as unknown as { shippingDetails: unknown[] }[];
    const day = (min: number, max: number) => ({
      "@type": "QuantitativeValue",
      minValue: min,
      maxValue: max,
      unitCode: "DAY",
    });
    const method = (label: string, value: number, transit: [number, number]) => ({
      "@type": "OfferShippingDetails",
      shippingLabel: label,
      shippingRate: { "@type": "MonetaryAmount", value, currency: "USD" },
      shippingDestination: { "@type": "DefinedRegion", addressCountry: "US" },
      deliveryTime: { "@type": "ShippingDeliveryTime", handlingTime: day(5, 5), transitTime: day(...transit) },
    });
    expect(offer?.shippingDetails).toEqual([
      method("Standard", 0, [5, 7]),
      method("Express", 15, [3, 3]),
      method("Priority", 25, [1, 2]),
    ]);
  });

  test("the return policy follows her window: 14 days by mail at the buyer's cost, none at 0, none for an engraving she must make", () => {
    const policyOf = (data: ReturnType<typeof productJsonLd>) =>
      (offersOf(data)[0] as unknown as { hasMerchantReturnPolicy: unknown }).hasMerchantReturnPolicy;
    expect(policyOf(productJsonLd(product, ORIGIN, POLICY))).toEqual({
      "@type": "MerchantReturnPolicy",
      applicableCountry: "US",
      returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
      merchantReturnDays: 14,
      returnMethod: "https://schema.org/ReturnByMail",
      returnFees: "https://schema.org/ReturnShippingFees",
    });
    const none = {
      "@type": "MerchantReturnPolicy",
      applicableCountry: "US",
      returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted",
    };
    expect(policyOf(productJsonLd(product, ORIGIN, { returnWindowDays: 0 }))).toEqual(none);
    const engraved = productDto({ personalization: { label: "Initials", maxLength: 3, required: true } });
    expect(policyOf(productJsonLd(engraved, ORIGIN, POLICY))).toEqual(none);
  });

  test("the home page names the shop, its logo and how to reach her", () => {
    expect(organizationJsonLd(ORIGIN, { email: "hello@shop.example" })).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Atelier",
      url: "https://shop.example/",
      logo: "https://shop.example/logo.png",
      email: "hello@shop.example",
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer service",
        email: "hello@shop.example",
        url: "https://shop.example/contact",
        availableLanguage: "English",
      },
    });
  });

  test("the breadcrumb numbers its steps from 1 with absolute URLs", () => {
    const data = breadcrumbJsonLd(
      [
        { name: "Home", path: "/" },
        { name: "Shop", path: "/shop" },
      ],
      ORIGIN,
    );
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.example/" },
      { "@type": "ListItem", position: 2, name: "Shop", item: "https://shop.example/shop" },
    ]);
  });

  test("a reviewed piece carries its rating as shown and its five newest reviews; one without reviews, neither", () => {
    const data = productJsonLd(product, ORIGIN, POLICY, reviews) as unknown as {
      aggregateRating: unknown;
      review: { name?: string; datePublished: string }[];
    };
    expect(data.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.5,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toHaveLength(5);
    expect(data.review[0]).toEqual({
      "@type": "Review",
      author: { "@type": "Person", name: "Ana 0." },
      datePublished: "2026-11-20",
      name: "Wear it daily",
      reviewBody: "Lovely weight, and it catches the light.",
      reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
    });
    expect(data.review[1]).not.toHaveProperty("name");
    const none = productJsonLd(product, ORIGIN, POLICY, { average: null, count: 0, latest: [] });
    expect(none).not.toHaveProperty("aggregateRating");
    expect(none).not.toHaveProperty("review");
  });

  test.each([
    ["a plain piece", productJsonLd(product, ORIGIN, POLICY)],
    ["a reviewed piece", productJsonLd(product, ORIGIN, POLICY, reviews)],
    ["a sized, made-to-order ring with stones", productJsonLd(ring, ORIGIN, POLICY)],
    [
      "a sold piece in a shop without returns",
      productJsonLd(productDto({ stock: 0, oneOfAKind: true, availability: "sold" }), ORIGIN, { returnWindowDays: 0 }),
    ],
    ["the home page's organization", organizationJsonLd(ORIGIN, { email: "hello@shop.example" })],
    ["a breadcrumb", breadcrumbJsonLd([{ name: "Home", path: "/" }], ORIGIN)],
    [
      "a collection's page",
      collectionPageJsonLd(
        {
          name: "Bridal",
          description: "For the day.",
          path: "/collections/bridal",
          productIds: ["ckring", "ckpiece1"],
        },
        ORIGIN,
      ),
    ],
  ])("%s uses only schema.org's types and properties, with everything Google requires", (_, data) => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(vocabularyProblems(data)).toEqual([]);
  });

  test("the vocabulary check finds a misnamed property, a missing requirement and a value Google refuses", () => {
    expect(
      vocabularyProblems({
        "@type": "Product",
        name: "x",
        image: ["a"],
        colour: "Blue",
        offers: [{ "@type": "Offer", price: "1.00", priceCurrency: "USD", availability: "InStock" }],
      }),
    ).toEqual(["$.colour: not a property of Product", "$.offers[0].availability: InStock is not allowed"]);
    expect(vocabularyProblems({ "@type": "MerchantReturnPolicy", applicableCountry: "US" })).toEqual([
      "$: MerchantReturnPolicy needs returnPolicyCategory",
    ]);
  });

  test("a product name cannot close the script tag it is written into", () => {
    const text = serializeJsonLd(
      productJsonLd({ ...product, name: "</script><script>alert(1)</script> & co" }, ORIGIN, POLICY),
    );
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect((JSON.parse(text) as { name: string }).name).toBe("</script><script>alert(1)</script> & co");
  });
});
