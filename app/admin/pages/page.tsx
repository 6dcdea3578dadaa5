import type { Metadata } from "next";
import { ShopPageEditor } from "@/components/admin/shop-page-editor";
import { BackLink } from "@/components/ui/back-link";
import { requireAdminPage } from "@/lib/auth/page-session";
import { getShopPage } from "@/lib/shop-pages/pages";
import { SHOP_PAGE_SLUGS } from "@/lib/shop-pages/schemas";

export const metadata: Metadata = { title: "Policy pages", robots: { index: false, follow: false } };

/**
 * /admin/pages – the maker writes the Shipping, Returns and FAQ pages the footer links (ADMIN only). Rendered per
 * request: it reads the session cookie.
 */
export default async function AdminPolicyPages() {
  await requireAdminPage();
  const pages = await Promise.all(SHOP_PAGE_SLUGS.map((slug) => getShopPage(slug)));

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <BackLink href="/admin">Back to the dashboard</BackLink>
      <header className="mt-6 border-b border-line pb-8">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">Atelier</p>
        <h1 className="mt-3 font-display text-5xl font-semibold">Policy pages</h1>
        <p className="mt-3 max-w-2xl text-muted">
          Your shipping, returns and FAQ pages, in your own words. Every page of the shop links them from its footer, and each piece&rsquo;s page links Shipping and Returns.
        </p>
      </header>
      {pages.map((page) => (
        <ShopPageEditor key={page.slug} page={page} />
      ))}
    </div>
  );
}
