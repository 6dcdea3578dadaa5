import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { ScrollTable } from "@/components/admin/reports/scroll-table";
import { SpeedChart, formatVital, percent } from "@/components/admin/reports/speed-chart";
import { requireAdminPage } from "@/lib/http/page-session";
import { VITAL_METRICS, VITAL_METRIC_NAMES } from "@/lib/vitals/metrics";
import { vitalsReport } from "@/lib/vitals/samples";

export const metadata: Metadata = { title: "Speed", robots: { index: false, follow: false } };

const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const day = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

/**
 * /admin/speed – how fast the shop is for its real visitors (docs/pages.md, Admin speed): the Core Web Vitals a
 * sampled share of page views reported over the last 28 days, p75 and Google's good / needs improvement / poor
 * shares, over all pages and per page template (ADMIN only).
 */
export default async function AdminSpeedPage() {
  await requireAdminPage();
  const report = await vitalsReport();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <AdminPageHeader title="Speed">
        How fast the shop is on your visitors&rsquo; own phones and computers, {day(report.from)} to {day(report.to)}.
        Each figure is the 75th percentile: three visits in four were at least this fast. Google counts a page as good
        when its p75 is in the good band.
      </AdminPageHeader>

      <section aria-labelledby="speed-all-heading" className="mt-10">
        <h2 id="speed-all-heading" className="font-display text-3xl font-semibold">
          All pages
        </h2>
        <SpeedChart summaries={report.overall} />
        <ScrollTable
          caption="Core Web Vitals over all pages, last 28 days"
          label="Core Web Vitals over all pages"
          minWidthClass="min-w-[22rem]"
          testId="speed-overall"
          className="mt-6"
        >
          <thead className="border-b border-line text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Metric
              </th>
              <th scope="col" className="py-2 pr-3">
                p75
              </th>
              <th scope="col" className="py-2 pr-3">
                Good
              </th>
              <th scope="col" className="py-2 pr-3">
                Needs improvement
              </th>
              <th scope="col" className="py-2 pr-3">
                Poor
              </th>
              <th scope="col" className="py-2">
                Samples
              </th>
            </tr>
          </thead>
          <tbody>
            {report.overall.map((summary) => (
              <tr key={summary.metric} className="border-b border-line">
                <th scope="row" className="py-2 pr-3 font-semibold">
                  <abbr title={VITAL_METRICS[summary.metric].label} className="no-underline">
                    {summary.metric}
                  </abbr>
                </th>
                <td className="py-2 pr-3">{formatVital(summary.metric, summary.p75)}</td>
                <td className="py-2 pr-3">{summary.samples === 0 ? "—" : percent(summary.good)}</td>
                <td className="py-2 pr-3">{summary.samples === 0 ? "—" : percent(summary.needsImprovement)}</td>
                <td className="py-2 pr-3">{summary.samples === 0 ? "—" : percent(summary.poor)}</td>
                <td className="py-2">{summary.samples}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        <p className="mt-3 max-w-2xl text-xs text-muted">
          Good is at most 2.5 s for LCP, 200 ms for INP, 0.1 for CLS and 800 ms for TTFB; poor is over 4 s, 500 ms, 0.25
          and 1.8 s.
        </p>
      </section>

      <section aria-labelledby="speed-pages-heading" className="mt-12">
        <h2 id="speed-pages-heading" className="font-display text-3xl font-semibold">
          By page
        </h2>
        {report.templates.length === 0 ? (
          <p className="mt-4 text-muted">No page has reported yet.</p>
        ) : (
          <ScrollTable
            caption="p75 of each metric per page template, last 28 days"
            label="Core Web Vitals by page"
            minWidthClass="min-w-[28rem]"
            testId="speed-pages"
            className="mt-4"
          >
            <thead className="border-b border-line text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Page
                </th>
                {VITAL_METRIC_NAMES.map((metric) => (
                  <th key={metric} scope="col" className="py-2 pr-3">
                    {metric}
                  </th>
                ))}
                <th scope="col" className="py-2">
                  Samples
                </th>
              </tr>
            </thead>
            <tbody>
              {report.templates.map((row) => (
                <tr key={row.template} className="border-b border-line">
                  <th scope="row" className="py-2 pr-3 font-mono text-xs font-normal break-all">
                    {row.template}
                  </th>
                  {row.metrics.map((summary) => (
                    <td key={summary.metric} className="py-2 pr-3">
                      {formatVital(summary.metric, summary.p75)}
                    </td>
                  ))}
                  <td className="py-2">{Math.max(...row.metrics.map((summary) => summary.samples))}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </section>
    </div>
  );
}
