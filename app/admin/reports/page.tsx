import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { SalesTaxTable } from "@/components/admin/reports/sales-tax-table";
import { buttonClass } from "@/components/ui/button-styles";
import { controlClass } from "@/components/ui/form-field";
import { requireAdminPage } from "@/lib/http/page-session";
import { currentShopMonth, monthDays, salesTaxReport } from "@/lib/reports/sales-tax";
import { monthSchema } from "@/lib/reports/schemas";

export const metadata: Metadata = { title: "Reports", robots: { index: false, follow: false } };

type ReportsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const MONTH_NAME = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/**
 * /admin/reports – the books (docs/pages.md, Admin reports): a month's sales tax per ship-to state in the shop's time
 * zone, with the report and that month's orders to download as CSV (ADMIN only). The month is a plain GET form.
 */
export default async function AdminReportsPage({ searchParams }: ReportsPageProps) {
  await requireAdminPage();
  const { month: asked } = await searchParams;
  const parsed = asked === undefined ? null : monthSchema.safeParse(Array.isArray(asked) ? asked[0] : asked);
  const month = parsed?.success ? parsed.data : currentShopMonth();
  const error = parsed && !parsed.success ? (parsed.error.issues[0]?.message ?? "This month could not be read.") : null;
  const report = await salesTaxReport(month);
  const days = monthDays(month);
  const name = MONTH_NAME.format(new Date(`${days.from}T00:00:00Z`));

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <AdminPageHeader title="Reports">
        Sales tax by the state each order shipped to, for one month in the shop&rsquo;s time zone ({report.timeZone}). A
        refund counts in the month it was made.
      </AdminPageHeader>

      <form method="get" action="/admin/reports" className="mt-8 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="report-month" className="block text-sm font-semibold">
            Month
          </label>
          <input
            id="report-month"
            type="month"
            name="month"
            defaultValue={month}
            required
            className={controlClass}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "report-month-error" : undefined}
          />
        </div>
        <button type="submit" className={buttonClass({ variant: "outline", size: "sm" })}>
          Show
        </button>
        {error ? (
          <p id="report-month-error" role="alert" className="w-full text-sm font-medium text-rose-deep">
            {error}
          </p>
        ) : null}
      </form>

      <section aria-labelledby="sales-tax-heading" className="mt-10">
        <h2 id="sales-tax-heading" className="font-display text-3xl font-semibold">
          Sales tax, {name}
        </h2>
        <SalesTaxTable report={report} caption={`Sales tax by state, ${name}`} />
        <nav aria-label="Downloads" className="mt-6 flex flex-wrap gap-3">
          <a
            href={`/api/admin/reports/sales-tax?month=${month}&format=csv`}
            download
            className={buttonClass({ size: "sm" })}
          >
            Download the tax report (CSV)
          </a>
          <a
            href={`/api/admin/orders/export.csv?from=${days.from}&to=${days.to}`}
            download
            className={buttonClass({ variant: "outline", size: "sm" })}
          >
            Download {name}&rsquo;s orders (CSV)
          </a>
        </nav>
      </section>
    </div>
  );
}
