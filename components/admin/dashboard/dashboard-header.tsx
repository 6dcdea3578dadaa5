import Link from "next/link";

/** The dashboard's title and what it is for, with the count of undelivered mail linking to that section. */
export function DashboardHeader({ undelivered }: { undelivered: number }) {
  return (
    <header className="mb-10 border-b border-line pb-8">
      <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">Atelier</p>
      <h1 className="mt-3 font-display text-5xl font-semibold sm:text-6xl">Admin Dashboard</h1>
      <p className="mt-3 max-w-2xl text-muted">
        Add new pieces, keep prices and stock up to date, take sold-out designs off the shop, and send orders on their
        way.
      </p>
      <p className="mt-4 flex flex-wrap gap-3 text-sm">
        <Link
          href="/admin/orders"
          className="inline-flex min-h-10 items-center rounded-full border border-line px-4 font-medium text-muted underline-offset-4 hover:underline"
        >
          Find an order
        </Link>
        <Link
          href="/admin/requests"
          className="inline-flex min-h-10 items-center rounded-full border border-line px-4 font-medium text-muted underline-offset-4 hover:underline"
        >
          Requests
        </Link>
        <Link
          href="/admin/collections"
          className="inline-flex min-h-10 items-center rounded-full border border-line px-4 font-medium text-muted underline-offset-4 hover:underline"
        >
          Collections
        </Link>
        <Link
          href="/admin/reviews"
          className="inline-flex min-h-10 items-center rounded-full border border-line px-4 font-medium text-muted underline-offset-4 hover:underline"
        >
          Reviews
        </Link>
        <Link
          href="/admin/pages"
          className="inline-flex min-h-10 items-center rounded-full border border-line px-4 font-medium text-muted underline-offset-4 hover:underline"
        >
          Policy pages
        </Link>
        <Link
          href="/admin/reports"
          className="inline-flex min-h-10 items-center rounded-full border border-line px-4 font-medium text-muted underline-offset-4 hover:underline"
        >
          Reports
        </Link>
        <Link
          href="/admin/tax"
          className="inline-flex min-h-10 items-center rounded-full border border-line px-4 font-medium text-muted underline-offset-4 hover:underline"
        >
          Sales tax
        </Link>
        <Link
          href="/admin/feeds"
          className="inline-flex min-h-10 items-center rounded-full border border-line px-4 font-medium text-muted underline-offset-4 hover:underline"
        >
          Product feeds
        </Link>
        <Link
          href="/admin/speed"
          className="inline-flex min-h-10 items-center rounded-full border border-line px-4 font-medium text-muted underline-offset-4 hover:underline"
        >
          Speed
        </Link>
        <a
          href="#undelivered-mail"
          data-testid="undelivered-mail-count"
          className={`inline-flex min-h-10 items-center rounded-full border px-4 font-medium underline-offset-4 hover:underline ${
            undelivered > 0 ? "border-rose/40 bg-[#fbeff1] text-rose-deep" : "border-line text-muted"
          }`}
        >
          Undelivered mail: {undelivered}
        </a>
        <Link
          href="/admin/newsletter"
          className="inline-flex min-h-10 items-center rounded-full border border-line px-4 font-medium text-muted underline-offset-4 hover:underline"
        >
          Announce a new drop
        </Link>
      </p>
    </header>
  );
}
