// Shared rules: the dates the shop promises (docs/decisions.md, Dates are promises). Computed from what the server
// knows now (the queue, the settings) and then kept: an order's ship-by date is stored when it is written.
import { addBusinessDays, addCalendarDays, type CalendarDate } from "@/lib/calendar";
import { SHIPPING_METHODS, type ShippingMethodId } from "@/lib/pricing/shipping";

/** Business days in a working week: a week of the queue ahead pushes a promise by this many. */
const WORKING_DAYS_PER_WEEK = 5;

export type ShipByInput = {
  /** Today in the shop's time zone. */
  today: CalendarDate;
  /** The longest lead time among the pieces: business days to make one, 0 for pieces ready to ship. */
  leadTimeDays: number;
  /** How many made-to-order pieces (a lead time above 0) this order adds to the queue. */
  madeToOrderPieces: number;
  /** Made-to-order pieces already ordered and not yet shipped, made before these. */
  queuedPieces: number;
  /** How many made-to-order pieces the maker finishes a week; 0 means no limit. */
  weeklyCapacity: number;
  /** The maker is away until this day (inclusive): nothing is made or shipped before the next business day. */
  awayUntil: CalendarDate | null;
};

/**
 * The day the order ships by. Work starts today, or the day after the maker's return. Made-to-order pieces are made
 * in the order they were bought, `weeklyCapacity` a week: the last of this order's pieces is made in week
 * ⌈(queued + these) / capacity⌉, so each full week of work ahead of it pushes the promise by five business days,
 * and the longest lead time comes on top. Pieces ready to ship go out on the starting day (rolled to a business day).
 */
export function shipByDate(input: ShipByInput): CalendarDate {
  const start =
    input.awayUntil !== null && input.awayUntil >= input.today ? addCalendarDays(input.awayUntil, 1) : input.today;
  const weeksOfWork =
    input.madeToOrderPieces > 0 && input.weeklyCapacity > 0
      ? Math.ceil((input.queuedPieces + input.madeToOrderPieces) / input.weeklyCapacity)
      : 1;
  return addBusinessDays(start, (weeksOfWork - 1) * WORKING_DAYS_PER_WEEK + input.leadTimeDays);
}

/** When a parcel shipped by `shipBy` arrives with `method`: its business days in transit, earliest and latest. */
export function deliveryWindow(
  shipBy: CalendarDate,
  method: ShippingMethodId,
): { from: CalendarDate; to: CalendarDate } {
  const { minBusinessDays, maxBusinessDays } = SHIPPING_METHODS[method];
  return { from: addBusinessDays(shipBy, minBusinessDays), to: addBusinessDays(shipBy, maxBusinessDays) };
}

/** What a line of an order promises before the date: "Ready to ship", or how long making it takes. */
export function leadTimeText(leadTimeDays: number): string {
  if (leadTimeDays <= 0) return "Ready to ship";
  return `Made to order — ships within ${leadTimeDays} business ${leadTimeDays === 1 ? "day" : "days"}`;
}
