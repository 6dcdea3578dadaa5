import { describe, expect, test } from "vitest";
import { breadcrumbJsonLd, productJsonLd, serializeJsonLd } from "@/lib/seo/structured-data";
import { productDto } from "../support/product-dto";

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

describe("structured data for search engines", () => {
  test("a sold one-of-a-kind piece is SoldOut, a piece to be restocked OutOfStock, one on hand InStock", () => {
    const availability = (overrides: Parameters<typeof productDto>[0]) =>
      (productJsonLd(productDto(overrides), "https://shop.example").offers as { availability: string }).availability;
    expect(availability({ stock: 0, oneOfAKind: true, availability: "sold" })).toBe("https://schema.org/SoldOut");
    expect(availability({ stock: 0 })).toBe("https://schema.org/OutOfStock");
    expect(availability({ stock: 2 })).toBe("https://schema.org/InStock");
  });

  test("a product carries its pictures as absolute JPEG share cards, price with two decimals, currency and availability", () => {
    const data = productJsonLd(product, "https://shop.example");
    expect(data).toMatchObject({
      "@type": "Product",
      name: "Moonstone Drops",
      description: "Soft blue flashes.",
      sku: "ckpiece1",
      image: ["https://shop.example/share/products/moon-1.jpg", "https://shop.example/share/products/moon-2.jpg"],
      offers: {
        "@type": "Offer",
        price: "38.50",
        priceCurrency: "USD",
        availability: "https://schema.org/OutOfStock",
        url: "https://shop.example/product/ckpiece1",
      },
    });
    expect(
      productJsonLd({ ...product, stock: 3, inStock: true, availability: "in_stock" }, "https://shop.example").offers,
    ).toMatchObject({
      availability: "https://schema.org/InStock",
    });
  });

  test("the breadcrumb numbers its steps from 1 with absolute URLs", () => {
    const data = breadcrumbJsonLd(
      [
        { name: "Home", path: "/" },
        { name: "Shop", path: "/shop" },
      ],
      "https://shop.example",
    );
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.example/" },
      { "@type": "ListItem", position: 2, name: "Shop", item: "https://shop.example/shop" },
    ]);
  });

  test("a product name cannot close the script tag it is written into", () => {
    const text = serializeJsonLd(
      productJsonLd({ ...product, name: "</script><script>alert(1)</script> & co" }, "https://shop.example"),
    );
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect((JSON.parse(text) as { name: string }).name).toBe("</script><script>alert(1)</script> & co");
  });
});
