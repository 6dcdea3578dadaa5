import type { Metadata } from "next";
import { AdminOrders } from "@/components/admin/admin-orders";
import { AdminProducts } from "@/components/admin/admin-products";
import { UndeliveredMail } from "@/components/admin/undelivered-mail";
import { requireAdminPage } from "@/lib/auth/page-session";
import { listAdminProducts } from "@/lib/catalog/admin";
import { countDeadLetters, listDeadLetters } from "@/lib/email/dead-letters";
import { listOrdersForAdmin } from "@/lib/orders/admin-list";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Admin Dashboard",
  robots: { index: false, follow: false },
};

// /admin – the maker's catalog (every product on sale, with add, edit and delete), recent orders to move along, and
// mail the shop could not deliver (ADMIN only)
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
      <header className="mb-10 border-b border-line pb-8">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">Atelier</p>
        <h1 className="mt-3 font-display text-5xl font-semibold sm:text-6xl">Admin Dashboard</h1>
        <p className="mt-3 max-w-2xl text-muted">
          Add new pieces, keep prices and stock up to date, take sold-out designs off the shop, and send orders on their way.
        </p>
        <p className="mt-4 text-sm">
          <a
            href="#undelivered-mail"
            data-testid="undelivered-mail-count"
            className={`inline-flex min-h-10 items-center rounded-full border px-4 font-medium underline-offset-4 hover:underline ${
              undelivered > 0 ? "border-rose/40 bg-[#fbeff1] text-rose-deep" : "border-line text-muted"
            }`}
          >
            Undelivered mail: {undelivered}
          </a>
        </p>
      </header>
      <AdminProducts products={products} />
      <AdminOrders orders={recent.orders} total={recent.total} />
      <UndeliveredMail letters={deadLetters} total={undelivered} />
    </div>
  );
}
