// Browser-safe (no server-only): the account pages and the order confirmation present orders with the same rules.
import { formatCalendarDate } from "@/lib/calendar";

/** The order statuses, lower-case, as the API and the database name them. */
export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;
export type KnownOrderStatus = (typeof ORDER_STATUSES)[number];

/** The order number people see and quote: the last 8 characters of the id, upper case: short enough to read out. */
export function formatOrderNumber(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}

/** The status as one of ORDER_STATUSES, compared case-insensitively; null for anything else. */
export function normalizeOrderStatus(status: string): KnownOrderStatus | null {
  const lower = status.trim().toLowerCase();
  return ORDER_STATUSES.find((known) => known === lower) ?? null;
}

/** "processing" → "Processing"; an unknown status is shown as it came. */
export function orderStatusLabel(status: string): string {
  const known = normalizeOrderStatus(status);
  return known ? `${known.charAt(0).toUpperCase()}${known.slice(1)}` : status;
}

/** A step of the order detail timeline. */
type TimelineStep = { key: "placed" | "processing" | "shipped" | "delivered"; label: string };

/**
 * The order detail timeline (docs/pages.md): always Order Placed, then Processing if the status is processing, shipped
 * or delivered, then Shipped if shipped or delivered, then Delivered if delivered. Pending and cancelled orders
 * show Order Placed alone.
 */
export function orderTimeline(status: string): TimelineStep[] {
  const known = normalizeOrderStatus(status);
  const steps: TimelineStep[] = [{ key: "placed", label: "Order Placed" }];
  if (known === "processing" || known === "shipped" || known === "delivered")
    steps.push({ key: "processing", label: "Processing" });
  if (known === "shipped" || known === "delivered") steps.push({ key: "shipped", label: "Shipped" });
  if (known === "delivered") steps.push({ key: "delivered", label: "Delivered" });
  return steps;
}

// A Map: any stored text falls back to itself, "constructor" included, never to what Object's prototype holds.
const SHIPPING_METHOD_LABELS = new Map([
  ["standard", "Standard Shipping (5-7 business days)"],
  ["express", "Express Shipping (3 business days)"],
  ["priority", "Priority Shipping (1-2 business days)"],
]);

/** The shipping method as the checkout named it (lib/pricing/shipping.ts), so the order reads the same. */
export function shippingMethodLabel(method: string): string {
  return SHIPPING_METHOD_LABELS.get(method.toLowerCase()) ?? method;
}

/** A date as the account pages show it ("Mar 1, 2026"), in UTC so that server and browser agree. */
export function formatOrderDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/**
 * The arrival window as the shop writes it: "Friday, December 11" or "between Friday, December 11 and Tuesday, December
 * 15".
 */
export function deliveryWindowText(range: { from: string; to: string }): string {
  return range.from === range.to
    ? formatCalendarDate(range.from)
    : `between ${formatCalendarDate(range.from)} and ${formatCalendarDate(range.to)}`;
}

/** The discount's line wherever an order's amounts are shown (pages, mails): "Discount (SPRING-25)". */
export function discountLabel(code: string | null): string {
  return code ? `Discount (${code})` : "Discount";
}
