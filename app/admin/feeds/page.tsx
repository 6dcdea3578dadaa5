import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { requireAdminPage } from "@/lib/http/page-session";
import { siteUrl } from "@/lib/site";

export const metadata: Metadata = { title: "Product feeds", robots: { index: false, follow: false } };

const FEEDS = [
  {
    name: "Google Merchant Center",
    path: "/feeds/google.xml",
    where: "Products → Add products → Add products from a file → Enter a link to your file; fetch daily.",
  },
  {
    name: "Meta Commerce Manager (Facebook and Instagram)",
    path: "/feeds/meta.csv",
    where: "Catalog → Data sources → Add items → Data feed → Use a URL; scheduled upload, daily.",
  },
  {
    name: "Pinterest catalogs",
    path: "/feeds/meta.csv",
    where: "Ads → Catalogs → Add data source → Format CSV, paste the URL; Pinterest fetches it every day.",
  },
] as const;

/**
 * /admin/feeds – the addresses of the shop's product feeds, to paste into Google Merchant Center, Meta Commerce
 * Manager and Pinterest, each with where it goes (docs/operations.md, Product feeds). ADMIN only; rendered per request
 * (it reads the session cookie), with the running server's origin.
 */
export default async function AdminFeedsPage() {
  await requireAdminPage();
  const origin = siteUrl();

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <AdminPageHeader title="Product feeds">
        Your pieces for sale, one line per size, for shopping tabs. Each service fetches its address once a day; a piece
        you sell or make a draft leaves the feeds within a minute, and drafts never appear.
      </AdminPageHeader>
      <ul className="mt-8 space-y-6">
        {FEEDS.map((feed) => (
          <li key={feed.name} className="rounded-lg border border-line p-4 sm:p-5">
            <h2 className="font-display text-2xl font-semibold">{feed.name}</h2>
            <p className="mt-3">
              <code
                className="block rounded bg-sand px-3 py-2 font-mono text-sm break-all select-all"
                data-testid="feed-url"
              >
                {`${origin}${feed.path}`}
              </code>
            </p>
            <p className="mt-2 text-sm text-muted">{feed.where}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
