import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { RequestActions } from "@/components/commissions/request-actions";
import { RequestStatus } from "@/components/commissions/request-status";
import { BackLink } from "@/components/ui/back-link";
import { StaticImage } from "@/components/ui/static-image";
import { requireAdminPage } from "@/lib/http/page-session";
import { formatCalendarDate } from "@/lib/calendar";
import { getCustomRequestOrThrow, type CustomRequestDto } from "@/lib/commissions/admin";
import { NotFoundError } from "@/lib/errors";
import { formatUsd } from "@/lib/pricing/money";

export const metadata: Metadata = { title: "Request", robots: { index: false, follow: false } };

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

async function requestOrNotFound(id: string): Promise<CustomRequestDto> {
  try {
    return await getCustomRequestOrThrow(id);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}

// /admin/requests/{id} – one commission request with its photos, its quote, and the forms to quote or decline (ADMIN
// only)
export default async function AdminRequestPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const request = await requestOrNotFound((await params).id);
  const facts: [string, string][] = [
    ["From", `${request.name} <${request.email}>`],
    ["Received", day.format(request.createdAt)],
    ["Budget", request.budgetCents === null ? "Not given" : formatUsd(request.budgetCents)],
    ["Needed by", request.neededBy ? formatCalendarDate(request.neededBy) : "No date given"],
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <BackLink href="/admin/requests">Back to the requests</BackLink>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-4xl font-semibold">Request from {request.name}</h1>
        <RequestStatus status={request.status} />
      </div>
      <dl className="mt-6 grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
        {request.similarProductName ? (
          <div className="contents">
            <dt className="text-muted">Something like</dt>
            <dd>
              {request.similarProductId ? (
                <Link href={`/product/${request.similarProductId}`} className="text-rose underline underline-offset-4">
                  {request.similarProductName}
                </Link>
              ) : (
                request.similarProductName
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-6 rounded-sm border border-line bg-ivory p-4 whitespace-pre-line">{request.description}</p>
      {request.photos.length > 0 ? (
        <ul aria-label="Reference photos" className="mt-6 flex flex-wrap gap-3">
          {request.photos.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener">
                <StaticImage
                  src={url}
                  alt={`Reference photo ${index + 1}`}
                  width={160}
                  height={160}
                  unoptimized
                  className="size-40 rounded-sm border border-line object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {request.quote ? (
        <section
          aria-labelledby="current-quote-heading"
          className="mt-8 rounded-sm border border-gold/60 bg-gold/10 p-4"
        >
          <h2 id="current-quote-heading" className="font-display text-2xl font-semibold">
            {request.quote.orderId ? "Paid quote" : "Current quote"}
          </h2>
          <p className="mt-2 whitespace-pre-line">{request.quote.description}</p>
          <p className="mt-2 text-sm text-muted">
            {formatUsd(request.quote.priceCents)} · {request.quote.leadTimeDays} business days ·{" "}
            {request.quote.orderId
              ? `paid ${day.format(request.quote.paidAt ?? request.quote.createdAt)}`
              : `open until ${day.format(request.quote.expiresAt)}`}
          </p>
          {request.quote.orderId ? (
            <Link
              href={`/admin/orders?q=${request.quote.orderId}`}
              className="mt-2 inline-block text-sm text-rose underline underline-offset-4"
            >
              See the order
            </Link>
          ) : null}
        </section>
      ) : null}
      {request.declineMessage ? (
        <p className="mt-8 rounded-sm border border-line p-4 text-sm text-muted">Declined: {request.declineMessage}</p>
      ) : null}
      {request.status !== "paid" ? (
        <div className="mt-10">
          <RequestActions requestId={request.id} quoted={request.quote !== null} />
        </div>
      ) : null}
    </div>
  );
}
