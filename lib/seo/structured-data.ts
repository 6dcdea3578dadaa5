import type { ProductDto } from "@/lib/catalog/dto";
import { productHref } from "@/lib/catalog/product-href";
import { shareCardPath } from "@/lib/images/paths";
import { centsToDollars } from "@/lib/pricing/dollars";

export type JsonLd = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>;

export type Crumb = { name: string; path: string };

function absolute(path: string, origin: string): string {
  return new URL(path, `${origin}/`).toString();
}

/** A sold one-of-a-kind piece stays as portfolio: search engines read it as sold out, not as coming back. */
const SCHEMA_AVAILABILITY = {
  in_stock: "https://schema.org/InStock",
  out_of_stock: "https://schema.org/OutOfStock",
  sold: "https://schema.org/SoldOut",
} as const;

/** schema.org Product with its one offer (at its lowest price, for a piece in sizes priced apart), for rich results. */
export function productJsonLd(product: ProductDto, origin: string): JsonLd {
  const url = absolute(productHref(product.id), origin);
  const images = product.images.length > 0 ? product.images : [product.imageUrl];
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    // Raster cards: search engines and share previews read JPEG everywhere, SVG and WebP not always.
    image: images.map((image) => absolute(shareCardPath(image), origin)),
    sku: product.id,
    category: product.category,
    brand: { "@type": "Brand", name: "Atelier" },
    url,
    offers: {
      "@type": "Offer",
      // schema.org wants the number without a currency sign; two decimals as the shop shows it.
      price: centsToDollars(product.priceCents).toFixed(2),
      priceCurrency: "USD",
      availability: SCHEMA_AVAILABILITY[product.availability],
      itemCondition: "https://schema.org/NewCondition",
      url,
    },
  };
}

/** schema.org BreadcrumbList: the trail shown above a page, as absolute URLs. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): JsonLd {
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
): JsonLd {
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
