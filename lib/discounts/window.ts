// Pure on purpose (the time zone is passed in): when a new code is usable, as instants.
import { addCalendarDays, startOfDayIn, type CalendarDate } from "@/lib/calendar";
import { ValidationError } from "@/lib/errors";
import { ENDS_BEFORE_START } from "@/lib/discounts/schemas";

/**
 * The instants a code is usable between, as the checkout compares them (from `startsAt`, until just before `endsAt`).
 * A day counts whole where the maker works: a first day from its midnight there, a last day to the next midnight, so
 * a code "until Monday" still works on Monday evening in the shop's zone, wherever the server's clock runs.
 */
export function codeWindow(
  when: { startsAt?: CalendarDate | Date; endsAt?: CalendarDate | Date },
  timeZone: string,
): { startsAt: Date | null; endsAt: Date | null } {
  const startsAt =
    when.startsAt === undefined
      ? null
      : typeof when.startsAt === "string"
        ? startOfDayIn(timeZone, when.startsAt)
        : when.startsAt;
  const endsAt =
    when.endsAt === undefined
      ? null
      : typeof when.endsAt === "string"
        ? startOfDayIn(timeZone, addCalendarDays(when.endsAt, 1))
        : when.endsAt;
  if (startsAt && endsAt && endsAt <= startsAt)
    throw new ValidationError(ENDS_BEFORE_START, [{ path: "endsAt", message: ENDS_BEFORE_START }]);
  return { startsAt, endsAt };
}
