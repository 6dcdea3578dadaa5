import type { AdminOrderEvent } from "@/lib/orders/desk/admin-order";
import { eventActorText, eventText } from "@/lib/orders/desk/event-display";

/** The order's audit trail, oldest first: when, what, and who; notes in full. */
export function OrderTrail({
  events,
  historyKept,
  timeZone,
}: {
  events: AdminOrderEvent[];
  historyKept: boolean;
  timeZone: string;
}) {
  const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });
  return (
    <>
      {historyKept ? null : (
        <p className="mt-3 rounded-sm border border-dashed border-line bg-sand/60 px-4 py-3 text-sm text-muted">
          This order was placed before the shop kept a history of each order, so its earlier steps are not shown.
        </p>
      )}
      {events.length === 0 ? null : (
        <ol className="mt-4 space-y-3" aria-label="What happened to this order, oldest first" data-testid="order-trail">
          {events.map((event, index) => (
            // Events have no id in the API; their order is the trail's and never changes.
            <li key={index} className="border-l-2 border-line pl-4 text-sm" data-event-type={event.type}>
              <p className="font-medium text-ink">{eventText(event)}</p>
              {event.note ? <p className="mt-1 break-words whitespace-pre-line">{event.note}</p> : null}
              <p className="mt-0.5 text-xs text-muted">
                <time dateTime={event.at}>{when.format(new Date(event.at))}</time> · by{" "}
                <span className="break-all">{eventActorText(event.actor)}</span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
