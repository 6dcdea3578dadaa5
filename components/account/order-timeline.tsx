import { orderTimeline } from "@/lib/orders/order-display";

/**
 * The status timeline (rules in lib/orders/order-display.ts): the steps the order has reached, in order, the
 * last one being where it is now.
 */
export function OrderTimeline({ status }: { status: string }) {
  const steps = orderTimeline(status);
  return (
    <ol aria-label="Order status" className="flex flex-col gap-4 sm:flex-row sm:gap-0">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        return (
          <li
            key={step.key}
            data-testid="timeline-step"
            aria-current={last ? "step" : undefined}
            className="flex items-center gap-3 sm:flex-1 sm:flex-col sm:items-start"
          >
            <span className="flex items-center gap-3 sm:w-full">
              <span
                aria-hidden="true"
                className={`size-3.5 shrink-0 rounded-full border-2 border-rose ${last ? "bg-white" : "bg-rose"}`}
              />
              {last ? null : <span aria-hidden="true" className="hidden h-0.5 flex-1 bg-rose/40 sm:block" />}
            </span>
            <span className={`text-sm ${last ? "font-semibold text-ink" : "text-muted"}`}>{step.label}</span>
          </li>
        );
      })}
    </ol>
  );
}
