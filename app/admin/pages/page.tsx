import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { ReturnWindowSettings } from "@/components/admin/settings/return-window-settings";
import { ShopPageEditor } from "@/components/admin/settings/shop-page-editor";
import { getShopSettings } from "@/lib/fulfillment/settings";
import { requireAdminPage } from "@/lib/http/page-session";
import { getShopPage } from "@/lib/shop-pages/pages";
import { SHOP_PAGE_SLUGS } from "@/lib/shop-pages/schemas";

export const metadata: Metadata = { title: "Policy pages", robots: { index: false, follow: false } };

/**
 * /admin/pages – the maker writes the Shipping, Returns and FAQ pages the footer links (ADMIN only). Rendered per
 * request: it reads the session cookie.
 */
export default async function AdminPolicyPages() {
  await requireAdminPage();
  const [settings, ...pages] = await Promise.all([
    getShopSettings(),
    ...SHOP_PAGE_SLUGS.map((slug) => getShopPage(slug)),
  ]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <AdminPageHeader title="Policy pages">
        Your shipping, returns and FAQ pages, in your own words. Every page of the shop links them from its footer, and
        each piece&rsquo;s page links Shipping and Returns.
      </AdminPageHeader>
      <ReturnWindowSettings returnWindowDays={settings.returnWindowDays} />
      {pages.map((page) => (
        <ShopPageEditor key={page.slug} page={page} />
      ))}
    </div>
  );
}
