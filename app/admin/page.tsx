import type { Metadata } from "next";
import { AdminProducts } from "@/components/admin/admin-products";
import { requireAdminPage } from "@/lib/auth/page-session";
import { listAdminProducts } from "@/lib/catalog/admin";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Admin Dashboard",
  robots: { index: false, follow: false },
};

// /admin – the maker's catalogue: every product on sale, with add, edit and delete (ADMIN only)
export default async function AdminPage() {
  await requireAdminPage();
  const products = await listAdminProducts();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-10 border-b border-line pb-8">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">Atelier</p>
        <h1 className="mt-3 font-display text-5xl font-semibold sm:text-6xl">Admin Dashboard</h1>
        <p className="mt-3 max-w-2xl text-muted">
          Add new pieces, keep prices and stock up to date, and take sold-out designs off the shop.
        </p>
      </header>
      <AdminProducts products={products} />
    </div>
  );
}
