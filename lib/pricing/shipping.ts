// Browser-safe on purpose: the checkout pages show these costs and arrival dates while the buyer chooses.

/** The checkout's shipping methods, in the order the checkout lists them (cheapest first). */
export const SHIPPING_METHOD_IDS = ["standard", "express", "priority"] as const;
export type ShippingMethodId = (typeof SHIPPING_METHOD_IDS)[number];

type ShippingMethodInfo = {
  id: ShippingMethodId;
  label: string;
  costCents: number;
  /** What the choice says about transit time, e.g. "5-7 business days". */
  transit: string;
  minBusinessDays: number;
  maxBusinessDays: number;
};

/** Standard free in 5-7 business days, express $15 in 3, priority $25 in 1-2 (docs/decisions.md, Tax and shipping). */
export const SHIPPING_METHODS: Readonly<Record<ShippingMethodId, ShippingMethodInfo>> = {
  standard: {
    id: "standard",
    label: "Standard",
    costCents: 0,
    transit: "5-7 business days",
    minBusinessDays: 5,
    maxBusinessDays: 7,
  },
  express: {
    id: "express",
    label: "Express",
    costCents: 1_500,
    transit: "3 business days",
    minBusinessDays: 3,
    maxBusinessDays: 3,
  },
  priority: {
    id: "priority",
    label: "Priority",
    costCents: 2_500,
    transit: "1-2 business days",
    minBusinessDays: 1,
    maxBusinessDays: 2,
  },
};

/** True when `value` names one of the three methods (guards input from forms and the wallet button). */
export function isShippingMethod(value: unknown): value is ShippingMethodId {
  return typeof value === "string" && (SHIPPING_METHOD_IDS as readonly string[]).includes(value);
}

/** The cost of a method in cents (standard is free). */
export function shippingCostCents(method: ShippingMethodId): number {
  return SHIPPING_METHODS[method].costCents;
}

/** `from` moved forward by `days` working days, skipping Saturdays and Sundays. */
function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  let left = days;
  while (left > 0) {
    date.setDate(date.getDate() + 1);
    const weekday = date.getDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

/**
 * Earliest and latest arrival dates for a method ordered on `from`'s day, for pieces that take `makingDays` business
 * days to make first (the longest lead time of an order's made-to-order pieces; 0 when all are ready to ship).
 *
 * The methods' labels promise business days, so the dates count business days too (Saturdays and Sundays skipped,
 * holidays not modelled) rather than calendar days: the dates on the page never contradict the label next to them —
 * a "3 business days" order placed on a Friday arrives Wednesday, not Monday.
 * Dates are calendar days in the local time zone of whoever computes them: the buyer's, in the browser.
 */
export function estimateArrival(
  method: ShippingMethodId,
  from: Date,
  makingDays = 0,
): { earliest: Date; latest: Date } {
  const { minBusinessDays, maxBusinessDays } = SHIPPING_METHODS[method];
  return {
    earliest: addBusinessDays(from, makingDays + minBusinessDays),
    latest: addBusinessDays(from, makingDays + maxBusinessDays),
  };
}
