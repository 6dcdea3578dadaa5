// Shared rules: the shop's calendar. Dates here are calendar days ("YYYY-MM-DD") in the shop's time zone, never
// instants: a promise of "ships by Tuesday" means Tuesday where the maker works, wherever the buyer reads it.

/** A calendar day, "YYYY-MM-DD". */
export type CalendarDate = string;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of the day: a stable handle for day arithmetic, whatever time zone the code runs in. */
function toUtc(date: CalendarDate): Date {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`Expected a date as YYYY-MM-DD, got ${date}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

function fromUtc(date: Date): CalendarDate {
  return date.toISOString().slice(0, 10);
}

/** Whether `value` is a real calendar day written as YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  return fromUtc(toUtc(value)) === value;
}

/** The calendar day it is at `now` in `timeZone` (an IANA name such as America/Los_Angeles). */
export function dateIn(timeZone: string, now: Date): CalendarDate {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** How far `timeZone`'s clocks are ahead of UTC at `at`, in milliseconds (negative west of Greenwich). */
function offsetIn(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  const wallClock = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wallClock - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant `date` begins in `timeZone`: its midnight there. The offset is asked twice: the one at the first guess
 * can be the one from the other side of a change of the clocks.
 */
export function startOfDayIn(timeZone: string, date: CalendarDate): Date {
  const midnight = toUtc(date).getTime();
  let guess = midnight - offsetIn(timeZone, new Date(midnight));
  guess = midnight - offsetIn(timeZone, new Date(guess));
  return new Date(guess);
}

/** The hour (0–23) it is at `now` in `timeZone`. */
export function hourIn(timeZone: string, now: Date): number {
  return Number(new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" }).format(now));
}

/** Monday to Friday: the days the maker works and carriers move parcels (holidays are not modelled). */
export function isBusinessDay(date: CalendarDate): boolean {
  const weekday = toUtc(date).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

/**
 * `date` moved forward by `days` business days. With 0 it is `date` itself when that is a business day, else the next
 * one: nothing ships on a Saturday.
 */
export function addBusinessDays(date: CalendarDate, days: number): CalendarDate {
  let current = date;
  while (!isBusinessDay(current)) current = addCalendarDays(current, 1);
  for (let left = days; left > 0;) {
    current = addCalendarDays(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

/** A @db.Date column as the calendar day it stores (Prisma reads such a column as midnight UTC). */
export function calendarDateOf(value: Date): CalendarDate {
  return fromUtc(value);
}

/** A calendar day as a @db.Date column takes it. */
export function dateColumn(date: CalendarDate): Date {
  return toUtc(date);
}

// Made on first use, not when the module loads: building an Intl formatter loads the locale's data, which costs a
// throttled phone tens of milliseconds inside the page's hydration, and most pages that load this module never say a
// date.
let spoken: Intl.DateTimeFormat | undefined;

/** A day as the shop writes it to people: "Tuesday, December 8". */
export function formatCalendarDate(date: CalendarDate): string {
  spoken ??= new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
  return spoken.format(toUtc(date));
}

/** The later of two days. */
export function laterDate(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a >= b ? a : b;
}
