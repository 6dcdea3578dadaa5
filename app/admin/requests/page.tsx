import type { Metadata } from "next";
import Link from "next/link";
import { RequestStatus, STATUS_LABEL } from "@/components/commissions/request-status";
import { BackLink } from "@/components/ui/back-link";
import { requireAdminPage } from "@/lib/http/page-session";
import { listCustomRequests } from "@/lib/commissions/admin";
import { CUSTOM_REQUEST_STATUSES, customRequestListQuery } from "@/lib/commissions/schemas";
import { formatUsd } from "@/lib/pricing/money";

export const metadata: Metadata = { title: "Requests", robots: { index: false, follow: false } };

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const tabClass =
  "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium underline-offset-4 hover:underline";

type RequestsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /admin/requests?status= – commission requests, newest first, by status (ADMIN only)
export default async function AdminRequestsPage({ searchParams }: RequestsPageProps) {
  await requireAdminPage();
  const parsed = customRequestListQuery.safeParse(await searchParams);
  const status = parsed.success ? parsed.data.status : undefined;
  const requests = await listCustomRequests(status);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <BackLink href="/admin">Back to the dashboard</BackLink>
      <h1 className="mt-6 font-display text-4xl font-semibold sm:text-5xl">Requests</h1>
      <nav aria-label="Requests by status" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {[undefined, ...CUSTOM_REQUEST_STATUSES].map((choice) => (
            <li key={choice ?? "all"}>
              <Link
                href={choice ? `/admin/requests?status=${choice}` : "/admin/requests"}
                aria-current={choice === status ? "page" : undefined}
                className={`${tabClass} ${choice === status ? "border-rose bg-rose text-ivory" : "border-line text-muted"}`}
              >
                {choice ? STATUS_LABEL[choice] : "All"}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {requests.length === 0 ? (
        <p className="mt-10 text-muted">No requests here yet.</p>
      ) : (
        <ul className="mt-8 grid gap-3">
          {requests.map((request) => (
            <li key={request.id} className="rounded-sm border border-line bg-white/60 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  href={`/admin/requests/${request.id}`}
                  className="font-medium break-words text-rose underline underline-offset-4 hover:text-rose-deep"
                >
                  {request.name} · {day.format(request.createdAt)}
                </Link>
                <RequestStatus status={request.status} />
              </div>
              <p className="mt-2 line-clamp-2 text-sm text-muted">{request.description}</p>
              <p className="mt-1 text-sm text-muted">
                {request.budgetCents === null ? "No budget given" : `Budget ${formatUsd(request.budgetCents)}`}
                {request.quote ? ` · Quoted ${formatUsd(request.quote.priceCents)}` : ""}
                {request.photos.length > 0
                  ? ` · ${request.photos.length} photo${request.photos.length === 1 ? "" : "s"}`
                  : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
