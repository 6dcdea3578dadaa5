import type { CustomRequestStatusName } from "@/lib/commissions/schemas";

const LABEL: Record<CustomRequestStatusName, string> = {
  new: "New",
  quoted: "Quoted",
  paid: "Paid",
  declined: "Declined",
  expired: "Quote expired",
};
const TONE: Record<CustomRequestStatusName, string> = {
  new: "border-rose/40 bg-[#fbeff1] text-rose-deep",
  quoted: "border-gold/60 bg-gold/10 text-ink",
  paid: "border-emerald-700/30 bg-emerald-50 text-emerald-800",
  declined: "border-line text-muted",
  expired: "border-line text-muted",
};

/** A request's status in words, as a small badge. */
export function RequestStatus({ status }: { status: CustomRequestStatusName }) {
  return (
    <span className={`inline-flex rounded-full border px-3 py-0.5 text-xs font-semibold ${TONE[status]}`}>
      {LABEL[status]}
    </span>
  );
}

export const STATUS_LABEL = LABEL;
