import "server-only";
import { env } from "@/lib/env";
import { dateIn, type CalendarDate } from "@/lib/calendar";
import { deliveryWindow, shipByDate } from "@/lib/fulfillment/promise";
import { getShopSettings } from "@/lib/fulfillment/settings";
import { countQueuedMadeToOrderPieces } from "@/lib/orders/queries";
import type { ShippingMethodId } from "@/lib/pricing/shipping";

/** The dates a checkout promises: the day it ships by, and the days it arrives between. */
export type ShipPromise = { shipBy: CalendarDate; estimatedDelivery: { from: CalendarDate; to: CalendarDate } };

/** The lines a promise is made for: how long each takes to make, and how many. */
type PromisedLine = { leadTimeDays: number; quantity: number };

/**
 * The ship-by date for these lines as things stand now: today in the shop's time zone (SHOP_TIME_ZONE), the longest
 * lead time, the made-to-order queue and the maker's capacity and away date (docs/decisions.md, Dates are promises).
 */
export async function promiseShipBy(lines: readonly PromisedLine[], now = new Date()): Promise<CalendarDate> {
  const madeToOrder = lines.filter((line) => line.leadTimeDays > 0);
  const madeToOrderPieces = madeToOrder.reduce((sum, line) => sum + line.quantity, 0);
  const [settings, queuedPieces] = await Promise.all([
    getShopSettings(),
    madeToOrderPieces > 0 ? countQueuedMadeToOrderPieces() : Promise.resolve(0),
  ]);
  return shipByDate({
    today: dateIn(env().SHOP_TIME_ZONE, now),
    leadTimeDays: Math.max(0, ...lines.map((line) => line.leadTimeDays)),
    madeToOrderPieces,
    queuedPieces,
    weeklyCapacity: settings.weeklyCapacity,
    awayUntil: settings.awayUntil,
  });
}

/** What a checkout promises for these lines shipped with `method`. */
export async function promiseDelivery(
  lines: readonly PromisedLine[],
  method: ShippingMethodId,
  now = new Date(),
): Promise<ShipPromise> {
  const shipBy = await promiseShipBy(lines, now);
  return { shipBy, estimatedDelivery: deliveryWindow(shipBy, method) };
}
