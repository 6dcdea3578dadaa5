import { normalizeOrderStatus, orderStatusLabel, type KnownOrderStatus } from "@/lib/orders/order-display";

// One colour per status, the same wherever a status shows: pending yellow, processing blue, shipped purple,
// delivered green, cancelled red.
// The -800 text on -50 backgrounds keeps every pair above WCAG AA contrast.
const TONES: Record<KnownOrderStatus, string> = {
  pending: "border-yellow-300 bg-yellow-50 text-yellow-800",
  processing: "border-blue-200 bg-blue-50 text-blue-800",
  shipped: "border-purple-200 bg-purple-50 text-purple-800",
  delivered: "border-green-200 bg-green-50 text-green-800",
  cancelled: "border-red-200 bg-red-50 text-red-800",
};

const UNKNOWN_TONE = "border-line bg-sand text-ink";

/** An order's status as a coloured pill; the status word is always written, so colour is never the only cue. */
export function OrderStatusBadge({ status }: { status: string }) {
  const known = normalizeOrderStatus(status);
  return (
    <span
      data-status={known ?? "unknown"}
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${known ? TONES[known] : UNKNOWN_TONE}`}
    >
      {orderStatusLabel(status)}
    </span>
  );
}
