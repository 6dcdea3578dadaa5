import { formatCalendarDate, type CalendarDate } from "@/lib/calendar";
import type { ProductDto } from "@/lib/catalog/dto";
import { leadTimeText } from "@/lib/fulfillment/promise";

const badgeClass =
  "mt-3 inline-block rounded-full bg-ink px-3 py-1 text-xs font-semibold tracking-wider text-ivory uppercase";

/**
 * Where a piece stands (docs/pages.md, Product): "Sold" for a one-of-a-kind piece that found its home, "Out of stock"
 * for one to be restocked, else ready to ship or made to order, and the day an order placed now ships by.
 */
export function PieceStatus({
  product,
  shipBy,
}: {
  product: Pick<ProductDto, "availability" | "leadTimeDays">;
  shipBy: CalendarDate;
}) {
  if (product.availability === "sold") {
    return (
      <div className="mt-3">
        <p className={badgeClass}>Sold</p>
        <p className="mt-3 text-muted">
          This one-of-a-kind piece has found its home. It stays here as part of the maker’s work.
        </p>
      </div>
    );
  }
  if (product.availability === "out_of_stock") return <p className={badgeClass}>Out of stock</p>;
  return (
    <p className="mt-3 text-sm">
      <span className="font-semibold">{leadTimeText(product.leadTimeDays)}</span>
      <span className="text-muted"> · Order today and it ships by {formatCalendarDate(shipBy)}</span>
    </p>
  );
}
