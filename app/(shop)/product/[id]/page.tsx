import { BackLink } from "@/components/ui/back-link";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { AddToCart } from "@/components/cart/add-to-cart";
import { JsonLdScript } from "@/components/seo/json-ld";
import { ProductGallery } from "@/components/shop/product-gallery";
import { productPictures } from "@/components/shop/product-pictures";
import { shopHref } from "@/lib/catalog/shop-query";
import { getProductById } from "@/lib/catalog/queries";
import { formatUsd } from "@/lib/pricing/money";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { SHARE_CARD_SIZE, shareCardPath } from "@/lib/images/paths";
import { breadcrumbJsonLd, productJsonLd, type Crumb } from "@/lib/seo/structured-data";
import { siteUrl } from "@/lib/site";
import { productHref } from "@/lib/catalog/product-href";

type ProductPageProps = { params: Promise<{ id: string }> };

// Metadata and page ask for the same product in one request; cache() makes that one query.
const loadProduct = cache(getProductById);

// Product pages are rendered on their first visit at run time (so the layout's metadata reads this server's
// APP_URL, never the build's) and then served from Next's cache: the page costs no render and no query per
// shopper. Catalog writes on this process drop the cache at once (lib/catalog/revalidate.ts); every other
// process learns of a committed change from Postgres within milliseconds (lib/catalog/page-cache-handler.mjs), and
// `revalidate` is only the backstop. "force-static" also lets the root layout's connection()
// stand aside for these pages only; nothing under them reads cookies or headers (the session lives in the browser).
export const dynamic = "force-static";
export const revalidate = 60;

export function generateStaticParams(): { id: string }[] {
  return [];
}

const DESCRIPTION_LIMIT = 155;

function summary(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= DESCRIPTION_LIMIT ? flat : `${flat.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…`;
}

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const { id } = await params;
  // A failed read still gives the error page its title; the page itself meets the same failure and shows it.
  const product = await loadProduct(id).catch(() => "unreadable" as const);
  if (product === "unreadable") return { title: "Failed to load product details.", robots: { index: false } };
  if (!product) return { title: "Product not found", robots: { index: false } };
  const price = formatUsd(product.priceCents);
  return pageMetadata({
    title: product.name,
    description: summary(product.description ?? `${product.name}, handmade by Atelier. ${product.category}, ${price}.`),
    path: productHref(product.id),
    images: [{ url: shareCardPath(product.imageUrl), ...SHARE_CARD_SIZE, alt: product.name }],
  });
}

/** /product/{id}: one piece with its pictures, price, story and buy box; a 404 when it is missing or deleted. */
export default async function ProductPage({ params }: ProductPageProps) {
  const { id } = await params;
  const product = await loadProduct(id);
  if (!product) notFound();

  const crumbs: Crumb[] = [
    { name: "Home", path: "/" },
    { name: "Shop", path: "/shop" },
    { name: product.category, path: shopHref({ category: product.category }) },
    { name: product.name, path: productHref(product.id) },
  ];
  const origin = siteUrl();
  const images = product.images.length > 0 ? product.images : [product.imageUrl];

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-20 sm:px-6 lg:pt-10">
      <JsonLdScript data={productJsonLd(product, origin)} />
      <JsonLdScript data={breadcrumbJsonLd(crumbs, origin)} />

      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
          {crumbs.map((crumb, index) => (
            <li key={crumb.path} className="flex items-center gap-2">
              {index > 0 ? (
                <span aria-hidden="true" className="text-gold">
                  /
                </span>
              ) : null}
              {index === crumbs.length - 1 ? (
                <span aria-current="page" className="text-ink">
                  {crumb.name}
                </span>
              ) : (
                <Link href={crumb.path} className="inline-flex min-h-8 items-center hover:text-rose">
                  {crumb.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-6 grid gap-10 lg:mt-8 lg:grid-cols-2 lg:gap-16">
        <ProductGallery name={product.name} pictures={productPictures(images)} />

        <div className="lg:pt-4">
          <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">{product.category}</p>
          <h1 className="mt-3 font-display text-4xl leading-tight font-semibold sm:text-5xl">{product.name}</h1>
          <p className="mt-4 text-2xl text-ink">{formatUsd(product.priceCents)}</p>
          {product.inStock ? null : (
            <p className="mt-3 inline-block rounded-full bg-ink px-3 py-1 text-xs font-semibold tracking-wider text-ivory uppercase">
              Out of stock
            </p>
          )}

          {product.description ? (
            <p className="mt-6 text-lg leading-relaxed whitespace-pre-line text-muted">{product.description}</p>
          ) : null}

          <div className="mt-8">
            <AddToCart product={product} />
          </div>

          <section aria-labelledby="product-details-heading" className="mt-10 border-t border-line pt-6">
            <h2 id="product-details-heading" className="font-display text-2xl font-semibold">
              Details
            </h2>
            <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-y-3 text-sm">
              <dt className="text-muted">Category</dt>
              <dd>
                <Link href={shopHref({ category: product.category })} className="text-rose underline underline-offset-4 hover:text-rose-deep">
                  {product.category}
                </Link>
              </dd>
              <dt className="text-muted">In stock</dt>
              <dd>{product.inStock ? "Yes" : "No"}</dd>
              <dt className="text-muted">Made</dt>
              <dd>By hand, in a small batch</dd>
            </dl>
          </section>

          <BackLink href="/shop" className="mt-10">
            Back to Shop
          </BackLink>
        </div>
      </div>
    </div>
  );
}
