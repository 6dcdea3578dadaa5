import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AdminOrders } from "@/components/admin/orders/admin-orders";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { OrderSearch } from "@/components/admin/orders/order-search";
import { buttonClass } from "@/components/ui/button-styles";
import { requireAdminPage } from "@/lib/http/page-session";
import { ValidationError } from "@/lib/errors";
import { listOrdersForAdmin, type AdminOrderList } from "@/lib/orders/desk/admin-list";
import { adminOrdersHref, type AdminOrdersView } from "@/lib/orders/desk/admin-orders-href";
import { adminOrdersQuerySchema, type AdminOrdersQuery } from "@/lib/orders/desk/status-schemas";

export const metadata: Metadata = { title: "Find an order", robots: { index: false, follow: false } };

type OrdersPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** What the list holds, in words (the list's own line adds its full stop). */
function summaryOf(view: AdminOrdersView, shown: number, total: number): string {
  const filtered = Boolean(view.q || view.status || view.from || view.to);
  const base = `${total === 1 ? "1 order" : `${total} orders`}${filtered ? (total === 1 ? " matches" : " match") : ""}`;
  if (shown === total) return base;
  return `${base}. Showing ${view.cursor ? `${shown} older ones` : `the ${shown} newest`}`;
}

/**
 * The list the query asks for. A cursor the list never gave out (a hand-edited address) is said like any other part it
 * cannot read, with the newest orders shown, rather than failing the page.
 */
async function listFor(query: AdminOrdersQuery): Promise<{ list: AdminOrderList; refused: string | null }> {
  try {
    return { list: await listOrdersForAdmin(query), refused: null };
  } catch (error) {
    if (!(error instanceof ValidationError) || query.cursor === undefined) throw error;
    return {
      list: await listOrdersForAdmin({ ...query, cursor: undefined }),
      refused: error.details?.[0]?.message ?? error.message,
    };
  }
}

/**
 * /admin/orders – find any order (docs/pages.md, Admin orders): by number, email, buyer's name or engraving, by status
 * and by days, a page at a time; each view is an address of its own (ADMIN only). Rendered per request.
 */
export default async function AdminOrdersPage({ searchParams }: OrdersPageProps) {
  await requireAdminPage();
  const params = await searchParams;
  const asked = adminOrdersQuerySchema.safeParse({
    q: first(params.q),
    status: first(params.status),
    from: first(params.from),
    to: first(params.to),
    cursor: first(params.cursor),
  });
  // A hand-edited address the list cannot read: say which part, and show every order meanwhile.
  const query = asked.success ? asked.data : adminOrdersQuerySchema.parse({});
  const { list, refused } = await listFor(query);
  const error = asked.success ? refused : (asked.error.issues[0]?.message ?? "This search could not be read.");
  const view: AdminOrdersView = {
    q: query.q,
    status: query.status,
    from: query.from,
    to: query.to,
    cursor: refused === null ? query.cursor : undefined,
  };
  // The search form sends its empty fields too: the view's own address leaves them out.
  if (asked.success && Object.values(params).some((value) => value === "")) redirect(adminOrdersHref(view));

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <AdminPageHeader title="Find an order" />
      <OrderSearch view={view} counts={list.counts} error={error} />
      <AdminOrders
        orders={list.orders}
        total={list.total}
        summary={summaryOf(view, list.orders.length, list.total)}
        empty="No orders match this search."
      />
      <nav aria-label="More orders" className="mt-8 flex flex-wrap gap-3">
        {view.cursor ? (
          <Link
            href={adminOrdersHref({ ...view, cursor: undefined })}
            className={buttonClass({ variant: "outline", size: "sm" })}
          >
            Newest orders
          </Link>
        ) : null}
        {list.nextCursor ? (
          <Link
            href={adminOrdersHref({ ...view, cursor: list.nextCursor })}
            className={buttonClass({ variant: "outline", size: "sm" })}
          >
            Older orders <span aria-hidden="true">→</span>
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
