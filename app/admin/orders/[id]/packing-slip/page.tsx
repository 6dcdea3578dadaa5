import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PackingSlip } from "@/components/admin/orders/packing-slip/packing-slip";
import { PrintButton } from "@/components/admin/orders/packing-slip/print-button";
import { BackLink } from "@/components/ui/back-link";
import { buttonClass } from "@/components/ui/button-styles";
import { getPieceCare } from "@/lib/catalog/queries";
import { requireAdminPage } from "@/lib/http/page-session";
import { NotFoundError } from "@/lib/errors";
import { getAdminOrder } from "@/lib/orders/desk/admin-order";

export const metadata: Metadata = { title: "Packing slip", robots: { index: false, follow: false } };

type SlipPageProps = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /admin/orders/{id}/packing-slip – the sheet that goes in the parcel (docs/pages.md, Packing slip): ship-to, order
 * number and date, the pieces with size and engraving, how to care for them, and the prices unless "gift" is ticked (`?gift=1`, a plain
 * form). Print-ready on Letter and A4 (ADMIN only).
 */
export default async function PackingSlipPage({ params, searchParams }: SlipPageProps) {
  await requireAdminPage();
  const { id } = await params;
  const gift = (await searchParams).gift === "1";
  const order = await getAdminOrder(id).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const care = await getPieceCare(order.lines.flatMap((line) => (line.productId === null ? [] : [line.productId])));

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 print:max-w-none print:p-0">
      <div className="mb-8 space-y-4 print:hidden">
        <BackLink href={`/admin/orders/${encodeURIComponent(order.id)}`}>Back to the order</BackLink>
        <form method="get" className="flex flex-wrap items-center gap-3">
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
            <input type="checkbox" name="gift" value="1" defaultChecked={gift} className="size-5 accent-rose" />
            Gift: leave the prices off
          </label>
          <button type="submit" className={buttonClass({ variant: "outline", size: "sm" })}>
            Update slip
          </button>
          <PrintButton />
        </form>
      </div>
      <PackingSlip order={order} gift={gift} care={care} />
    </div>
  );
}
