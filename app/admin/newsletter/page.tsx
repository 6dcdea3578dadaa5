import type { Metadata } from "next";
import { AnnounceDrop } from "@/components/admin/newsletter/announce-drop";
import { AnnouncementList } from "@/components/admin/newsletter/announcement-list";
import { BackLink } from "@/components/ui/back-link";
import { requireAdminPage } from "@/lib/http/page-session";
import { listProducts } from "@/lib/catalog/queries";
import { listAnnouncements } from "@/lib/newsletter/announcements";
import { countSubscribers } from "@/lib/newsletter/subscribers";

export const metadata: Metadata = { title: "Announce a new drop", robots: { index: false, follow: false } };

// /admin/newsletter – announce a new drop to the confirmed subscribers, and see each announcement's mail sent and
// waiting (ADMIN only)
export default async function AdminNewsletterPage() {
  await requireAdminPage();
  const [products, announcements, subscribers] = await Promise.all([
    listProducts(),
    listAnnouncements(),
    countSubscribers(),
  ]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <BackLink href="/admin">Back to the dashboard</BackLink>
      <h1 className="mt-6 font-display text-4xl font-semibold sm:text-5xl">Announce a new drop</h1>
      <section aria-labelledby="announce-heading" className="mt-8">
        <h2 id="announce-heading" className="sr-only">
          New announcement
        </h2>
        <AnnounceDrop
          pieces={products.map((product) => ({ id: product.id, name: product.name }))}
          subscribers={subscribers}
        />
      </section>
      <section aria-labelledby="announcements-heading" className="mt-12">
        <h2 id="announcements-heading" className="font-display text-2xl font-semibold">
          Announcements
        </h2>
        <div className="mt-4">
          <AnnouncementList announcements={announcements} />
        </div>
      </section>
    </div>
  );
}
