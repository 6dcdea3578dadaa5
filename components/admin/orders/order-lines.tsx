import { PieceDetails } from "@/components/orders/piece-details";
import type { CalendarDate } from "@/lib/calendar";
import type { AdminOrderRow } from "@/lib/orders/desk/admin-list";

// Short, for a table cell: "Tue, Dec 8". A calendar day, so it is read as such in UTC, whatever the browser's zone.
const SHORT_DAY = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "Ship by Tue, Dec 8": the day promised at checkout. */
export function shipByText(shipBy: CalendarDate): string {
  return `Ship by ${SHORT_DAY.format(new Date(`${shipBy}T00:00:00Z`))}`;
}

/** An order's lines as the maker makes and packs them: how many of which piece, its size and the buyer's text. */
export function OrderLines({ order }: { order: AdminOrderRow }) {
  return (
    <ul
      className="mt-1 space-y-1 font-sans text-xs font-normal [&_p]:text-xs"
      aria-label={`Pieces of order #${order.number}`}
    >
      {order.lines.map((line, index) => (
        // Lines have no id of their own here; their order is the order's and never changes.
        <li key={index} className="max-w-64 break-words">
          <span className="text-ink">
            {line.quantity} × {line.name}
          </span>
          {/* The lead time is the order's ship-by date here, shown beside it. */}
          <PieceDetails line={{ ...line, leadTimeDays: 0 }} />
        </li>
      ))}
    </ul>
  );
}
