import type { Metadata } from "next";
import { AdminCollections } from "@/components/admin/collections/admin-collections";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { listPieceChoices } from "@/lib/catalog/collection-pieces";
import { listAdminCollections } from "@/lib/collections/collections";
import { requireAdminPage } from "@/lib/http/page-session";

export const metadata: Metadata = { title: "Collections", robots: { index: false, follow: false } };

/**
 * /admin/collections – the maker's collections: make one, edit its name, slug, words and pieces in order, or delete
 * it (ADMIN only). Rendered per request: it reads the session cookie.
 */
export default async function AdminCollectionsPage() {
  await requireAdminPage();
  const [collections, pieces] = await Promise.all([listAdminCollections(), listPieceChoices()]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <AdminPageHeader title="Collections">
        Gather pieces under a name (Bridal, Under $40, Birthstones) in the order you choose. Each collection has its own
        page, linked from the Shop menu; drafts never show there, and sold pieces only in a portfolio.
      </AdminPageHeader>
      <AdminCollections collections={collections} pieces={pieces} />
    </div>
  );
}
