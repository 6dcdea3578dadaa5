import type { Metadata } from "next";
import { AdminOrders } from "@/components/admin/admin-orders";
import { AdminProducts } from "@/components/admin/admin-products";
import { DashboardHeader } from "@/components/admin/dashboard-header";
import { UndeliveredMail } from "@/components/admin/undelivered-mail";
import { requireAdminPage } from "@/lib/auth/page-session";
import { listAdminProducts } from "@/lib/catalog/admin";
import { countDeadLetters, listDeadLetters } from "@/lib/email/dead-letters";
import { listOrdersForAdmin } from "@/lib/orders/admin-list";

export const metadata: Metadata = { title: "Admin Dashboard", robots: { index: false, follow: false } };

// /admin – the maker's catalog (every product on sale, with add, edit and delete), recent orders to move along, and
// mail the shop could not deliver (ADMIN only). Rendered per request: it reads the session cookie.
export default async function AdminPage() {
  await requireAdminPage();
  const [products, recent, deadLetters, undelivered] = await Promise.all([
    listAdminProducts(),
    listOrdersForAdmin(),
    listDeadLetters(),
    countDeadLetters(),
  ]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <DashboardHeader undelivered={undelivered} />
      <AdminProducts products={products} />
      <AdminOrders orders={recent.orders} total={recent.total} />
      <UndeliveredMail letters={deadLetters} total={undelivered} />
    </div>
  );
}
