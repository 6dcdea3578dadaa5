import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ProductView } from "@/components/shop/product-view";
import { requireAdminPage } from "@/lib/http/page-session";
import { productHref } from "@/lib/catalog/product-href";
import { getProductById } from "@/lib/catalog/queries";
import { getShopSettings } from "@/lib/fulfillment/settings";
import { promiseShipBy } from "@/lib/fulfillment/ship-dates";
import { siteUrl } from "@/lib/site";

type PreviewPageProps = { params: Promise<{ id: string }> };

// Metadata and page ask for the same piece in one request; cache() makes that one query.
const loadPiece = cache((id: string) => getProductById(id, { drafts: true }));

export async function generateMetadata({ params }: PreviewPageProps): Promise<Metadata> {
  const { id } = await params;
  // The page checks who is asking before it shows anything; the title names the piece only to the admin.
  const product = await requireAdminPage().then(() => loadPiece(id));
  return { title: product ? `Preview: ${product.name}` : "Product not found", robots: { index: false, follow: false } };
}

/**
 * /admin/products/{id}/preview – a piece's page as the shop would show it, drafts included (ADMIN only), under a
 * banner that says whether shoppers can see it. Rendered per request, never cached: it reads the session cookie.
 */
export default async function ProductPreviewPage({ params }: PreviewPageProps) {
  await requireAdminPage();
  const { id } = await params;
  const product = await loadPiece(id);
  if (!product) notFound();
  const [shipBy, settings] = await Promise.all([
    promiseShipBy([{ leadTimeDays: product.leadTimeDays, quantity: 1 }]),
    getShopSettings(),
  ]);

  return (
    <>
      <div role="note" className="border-b border-gold/40 bg-sand">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 text-sm sm:px-6">
          <p className="font-semibold text-ink">
            {product.published
              ? "Preview — this piece is published: shoppers see this page"
              : "Draft preview — not in the shop"}
          </p>
          <p className="flex flex-wrap gap-x-4">
            {product.published ? (
              <Link
                href={productHref(product.id)}
                className="font-medium text-rose underline underline-offset-4 hover:text-rose-deep"
              >
                Open the shop&apos;s page
              </Link>
            ) : null}
            <Link href="/admin" className="font-medium text-rose underline underline-offset-4 hover:text-rose-deep">
              Back to the dashboard
            </Link>
          </p>
        </div>
      </div>
      <ProductView product={product} shipBy={shipBy} origin={siteUrl()} policy={settings} />
    </>
  );
}
