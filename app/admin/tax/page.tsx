import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { NexusTable } from "@/components/admin/tax/nexus-table";
import { RateTables } from "@/components/admin/tax/rate-tables";
import { TaxSettingsForm } from "@/components/admin/tax/tax-settings-form";
import { requireAdminPage } from "@/lib/http/page-session";
import { nexusReport } from "@/lib/reports/nexus";
import { NEXUS_SOURCE } from "@/lib/tax/nexus";
import { listRateTables } from "@/lib/tax/rate-tables";
import { getTaxSettings } from "@/lib/tax/settings";

export const metadata: Metadata = { title: "Sales tax", robots: { index: false, follow: false } };

/**
 * /admin/tax – sales tax as she must collect it (docs/pages.md, Admin): where she collects (every state, or only where
 * registered, with her rate in each), the ZIP rate tables she imported, and this year's sales against each state's
 * economic-nexus line (ADMIN only). Rendered per request: it reads the session cookie.
 */
export default async function AdminTaxPage() {
  await requireAdminPage();
  const [settings, tables, nexus] = await Promise.all([getTaxSettings(), listRateTables(), nexusReport()]);
  const year = nexus.year;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <AdminPageHeader title="Sales tax">
        Collect sales tax where you hold a permit, at the rate you file, and see where your sales come near a
        state&rsquo;s line. This is bookkeeping, not legal advice: your accountant decides where you register.
      </AdminPageHeader>
      <TaxSettingsForm settings={settings} />
      <RateTables initial={tables.map((table) => ({ ...table, importedAt: table.importedAt.toISOString() }))} />
      <section aria-labelledby="tax-nexus-heading" className="mt-16">
        <h2 id="tax-nexus-heading" className="font-display text-3xl font-semibold">
          Nexus watch, {year}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-muted">
          Your captured sales this year in each state, less refunds, against the sales or order count past which it
          expects you to register. A state you are not registered in turns Approaching at 80 %.
        </p>
        <NexusTable rows={nexus.rows} year={year} />
        <p className="mt-3 max-w-2xl text-xs text-muted">
          Thresholds as of {NEXUS_SOURCE.asOf}: {NEXUS_SOURCE.source} {NEXUS_SOURCE.notice}
        </p>
      </section>
    </div>
  );
}
