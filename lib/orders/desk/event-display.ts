// Browser-safe (no server-only): how the admin's order page words each step of an order's trail.
import { CARRIER_LABELS, CARRIERS, type CarrierId } from "@/lib/orders/tracking";
import { orderStatusLabel } from "@/lib/orders/order-display";

type TrailEvent = { actor: string; type: string; from: string | null; to: string | null; note: string | null };

// Maps: any stored kind or state falls back to itself, "constructor" included, never to what Object's prototype holds.
const MAIL_LABELS: ReadonlyMap<string, string> = new Map([
  ["order-confirmation", "order confirmation"],
  ["order-shipped", "shipped notice"],
  ["order-cancelled", "cancellation notice"],
  ["order-not-charged", "“not charged” notice"],
  ["order-refund", "refund notice"],
  ["order-review-request", "review request"],
]);

const PAYMENT_LABELS: ReadonlyMap<string, string> = new Map([
  ["authorized", "held"],
  ["captured", "captured"],
  ["voided", "released (never charged)"],
  ["refunded", "refunded"],
]);

const mailLabel = (kind: string | null) => (kind ? (MAIL_LABELS.get(kind) ?? kind) : "mail");
const paymentLabel = (state: string | null) => (state ? (PAYMENT_LABELS.get(state) ?? state) : "");

/** Who did it, in words: the admin's email, or the buyer, the shop, the payment service. */
export function eventActorText(actor: string): string {
  if (actor === "buyer") return "the buyer";
  if (actor === "system") return "the shop";
  if (actor === "gateway") return "the payment service";
  return actor;
}

/**
 * What happened, in a line: "Status processing → shipped", "Tracking added: USPS 9400…", "Mail sent: shipped notice".
 */
export function eventText(event: TrailEvent): string {
  switch (event.type) {
    case "placed":
      return "Order placed";
    case "status":
      return `Status ${event.from ? `${orderStatusLabel(event.from)} → ` : ""}${orderStatusLabel(event.to ?? "")}`;
    case "payment":
      return event.from
        ? `Payment ${paymentLabel(event.from)} → ${paymentLabel(event.to)}`
        : `Payment ${paymentLabel(event.to)}`;
    case "tracking":
      return event.from ? `Tracking corrected: ${event.from} → ${event.to ?? ""}` : `Tracking added: ${event.to ?? ""}`;
    case "note":
      return "Private note";
    case "mail_queued":
      return `Mail queued: ${mailLabel(event.to)}`;
    case "mail_sent":
      return `Mail sent: ${mailLabel(event.to)}`;
    case "mail_failed":
      return `Mail not delivered: ${mailLabel(event.to)}`;
    case "cancellation_started":
      return "Cancellation started: the payment is being given back";
    case "cancellation_failed":
      return "Cancellation did not go through";
    case "refund":
      return `Refunded ${event.to ?? ""}`.trim();
    case "refund_failed":
      return `Refund of ${event.to ?? "an amount"} refused by the payment service`;
    case "refund_returned":
      return `Refund of ${event.to ?? "an amount"} sent back by the bank after it had gone through`;
    default:
      return event.type;
  }
}

/** The carriers as the ship form offers them. */
export const CARRIER_OPTIONS: readonly { value: CarrierId; label: string }[] = CARRIERS.map((value) => ({
  value,
  label: CARRIER_LABELS[value],
}));
