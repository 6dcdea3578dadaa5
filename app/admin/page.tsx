import type { Metadata } from "next";
import { AdminOrders } from "@/components/admin/orders/admin-orders";
import { AdminProducts } from "@/components/admin/catalogue/admin-products";
import { readCatalogueFilters } from "@/components/admin/catalogue/catalogue-query";
import { DiscountCodes } from "@/components/admin/discounts/discount-codes";
import { DashboardHeader } from "@/components/admin/dashboard/dashboard-header";
import { NeedsAttention } from "@/components/admin/dashboard/needs-attention";
import { SalesOverview } from "@/components/admin/dashboard/sales-overview";
import { MadeToOrderSettings } from "@/components/admin/settings/made-to-order-settings";
import { UndeliveredMail } from "@/components/admin/dashboard/undelivered-mail";
import { requireAdminPage } from "@/lib/http/page-session";
import { listAdminProducts, lowStockThreshold } from "@/lib/catalog/admin";
import { fromSearchParamsRecord } from "@/lib/catalog/shop-query";
import { listDiscountCodesForDashboard } from "@/lib/discounts/admin";
import { countDeadLetters, listDeadLetters } from "@/lib/email/dead-letters";
import { getShopSettings } from "@/lib/fulfillment/settings";
import { listLowStock } from "@/lib/catalog/low-stock";
import { listOrdersForAdmin } from "@/lib/orders/desk/admin-list";
import { nexusReport } from "@/lib/reports/nexus";
import { reviewAttention } from "@/lib/reviews/desk";
import { needsNexusAttention } from "@/lib/tax/nexus";
import {
  averageOrderCents,
  bestSellers,
  listOrdersToShip,
  listStuckPayments,
  weeklySales,
} from "@/lib/orders/desk/dashboard";

export const metadata: Metadata = { title: "Admin Dashboard", robots: { index: false, follow: false } };

type AdminPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /admin – first what needs the maker now (orders to ship, oldest first, overdue in red; stuck payments; undelivered
// mail; low stock; states nearing their sales-tax line where she is not registered; new reviews and low ones to answer), then sales over the last 12
// weeks (an SVG drawn here, its figures in a table), the best sellers and the average order; then the maker's
// catalogue (drafts included, narrowed by the filters in the query string, a page at a time, with add, edit,
// duplicate, preview, stock and delete), her made-to-order settings, recent orders to move along, her discount codes,
// and mail the shop could not deliver (ADMIN only). Rendered per request: it reads the session cookie.
export default async function AdminPage({ searchParams }: AdminPageProps) {
  await requireAdminPage();
  const filters = readCatalogueFilters(fromSearchParamsRecord(await searchParams));
  const now = new Date();
  const [
    products,
    settings,
    recent,
    deadLetters,
    undelivered,
    discountCodes,
    toShip,
    stuck,
    lowStock,
    weeks,
    best,
    nexus,
    reviews,
  ] = await Promise.all([
    listAdminProducts(filters),
    getShopSettings(),
    listOrdersForAdmin(),
    listDeadLetters(),
    countDeadLetters(),
    listDiscountCodesForDashboard(),
    listOrdersToShip(now),
    listStuckPayments(now),
    listLowStock(lowStockThreshold()),
    weeklySales(now),
    bestSellers(now),
    nexusReport(),
    reviewAttention(now),
  ]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <DashboardHeader undelivered={undelivered} />
      <NeedsAttention
        toShip={toShip}
        stuck={stuck}
        undelivered={undelivered}
        lowStock={lowStock}
        lowStockThreshold={lowStockThreshold()}
        nexus={{ year: nexus.year, rows: needsNexusAttention(nexus.rows) }}
        reviews={reviews}
      />
      <SalesOverview weeks={weeks} best={best} averageCents={averageOrderCents(weeks)} />
      <AdminProducts initial={products} filters={filters} lowStock={lowStockThreshold()} />
      <MadeToOrderSettings settings={settings} />
      <AdminOrders orders={recent.orders} total={recent.total} />
      <DiscountCodes codes={discountCodes} />
      <UndeliveredMail letters={deadLetters} total={undelivered} />
    </div>
  );
}
