import { ADMIN_ACTION_CLASS } from "@/components/admin/admin-list";
import type { KnownOrderStatus } from "@/lib/orders/order-display";
import { STATUS_ACTION_LABELS } from "@/lib/orders/desk/status-rules";

type OrderMoveButtonsProps = {
  moves: readonly KnownOrderStatus[];
  moving: boolean;
  onMove: (next: KnownOrderStatus) => void;
  /** In a list of orders, the number each button names for a screen reader ("… for order #AB12CD34"). */
  orderNumber?: string;
};

/** The steps an order can take from where it is, as buttons; cancelling is drawn as the destructive one. */
export function OrderMoveButtons({ moves, moving, onMove, orderNumber }: OrderMoveButtonsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      {moves.map((next) => (
        // aria-disabled rather than disabled while saving: a disabled button would drop the keyboard focus.
        <button
          key={next}
          type="button"
          className={next === "cancelled" ? ADMIN_ACTION_CLASS.destructive : ADMIN_ACTION_CLASS.forward}
          onClick={() => onMove(next)}
          aria-disabled={moving || undefined}
          aria-busy={moving || undefined}
        >
          {STATUS_ACTION_LABELS[next]}
          {orderNumber ? <span className="sr-only"> for order #{orderNumber}</span> : null}
        </button>
      ))}
    </div>
  );
}
