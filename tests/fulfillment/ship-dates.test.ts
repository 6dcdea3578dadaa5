import { describe, expect, test } from "vitest";
import {
  addBusinessDays,
  dateIn,
  formatCalendarDate,
  isBusinessDay,
  isCalendarDate,
  startOfDayIn,
} from "@/lib/calendar";
import { deliveryWindow, leadTimeText, shipByDate, type ShipByInput } from "@/lib/fulfillment/promise";

// 2026-11-27 is a Friday; 2026-11-28 and 29 the weekend; 2026-11-30 a Monday.
const FRIDAY = "2026-11-27";
const base: ShipByInput = {
  today: FRIDAY,
  leadTimeDays: 0,
  madeToOrderPieces: 0,
  queuedPieces: 0,
  weeklyCapacity: 0,
  awayUntil: null,
};

describe("business days (Monday to Friday, in the shop's time zone)", () => {
  test("weekends are not business days", () => {
    expect(["2026-11-27", "2026-11-28", "2026-11-29", "2026-11-30"].map(isBusinessDay)).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  test("adding business days skips Saturdays and Sundays; adding none rolls a weekend day to Monday", () => {
    expect(addBusinessDays(FRIDAY, 1)).toBe("2026-11-30");
    expect(addBusinessDays(FRIDAY, 5)).toBe("2026-12-04");
    expect(addBusinessDays("2026-11-28", 0)).toBe("2026-11-30");
    expect(addBusinessDays("2026-11-29", 1)).toBe("2026-12-01");
    expect(addBusinessDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  test("today is the shop's day, not the server's: 2 a.m. UTC on Saturday is still Friday evening in Los Angeles", () => {
    const instant = new Date("2026-11-28T02:00:00Z");
    expect(dateIn("America/Los_Angeles", instant)).toBe(FRIDAY);
    expect(dateIn("Europe/Paris", instant)).toBe("2026-11-28");
  });

  test("only real days written YYYY-MM-DD are dates", () => {
    expect(["2026-02-28", "2026-02-30", "2026-2-3", "tomorrow"].map(isCalendarDate)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe("the ship-by date an order is promised", () => {
  test("pieces ready to ship go out on the day, or on Monday when ordered at the weekend", () => {
    expect(shipByDate(base)).toBe(FRIDAY);
    expect(shipByDate({ ...base, today: "2026-11-28" })).toBe("2026-11-30");
  });

  test("the longest lead time counts in business days", () => {
    expect(shipByDate({ ...base, leadTimeDays: 3, madeToOrderPieces: 1 })).toBe("2026-12-02");
    expect(shipByDate({ ...base, leadTimeDays: 10, madeToOrderPieces: 2 })).toBe("2026-12-11");
  });

  test("no capacity set (0) means no queue: the lead time alone", () => {
    expect(shipByDate({ ...base, leadTimeDays: 3, madeToOrderPieces: 1, queuedPieces: 40 })).toBe("2026-12-02");
  });

  test("with a weekly capacity, each full week of queued work pushes the date by five business days", () => {
    const made = { ...base, leadTimeDays: 3, madeToOrderPieces: 1, weeklyCapacity: 5 };
    // Four ahead: this piece is the fifth of the first week.
    expect(shipByDate({ ...made, queuedPieces: 4 })).toBe("2026-12-02");
    // Five ahead: this piece is the first of the second week.
    expect(shipByDate({ ...made, queuedPieces: 5 })).toBe("2026-12-09");
    // Twelve ahead and two of its own: the last is the fourteenth, in the third week.
    expect(shipByDate({ ...made, queuedPieces: 12, madeToOrderPieces: 2 })).toBe("2026-12-16");
  });

  test("the queue does not hold back an order of pieces ready to ship", () => {
    expect(shipByDate({ ...base, queuedPieces: 40, weeklyCapacity: 2 })).toBe(FRIDAY);
  });

  test("away until a date: work starts the next business day after it, for every order", () => {
    expect(shipByDate({ ...base, awayUntil: "2026-12-02" })).toBe("2026-12-03");
    expect(shipByDate({ ...base, awayUntil: "2026-12-04", leadTimeDays: 2, madeToOrderPieces: 1 })).toBe("2026-12-09");
    // A return date in the past no longer matters.
    expect(shipByDate({ ...base, awayUntil: "2026-11-20" })).toBe(FRIDAY);
  });

  test("away and a queue together: the queue starts on the return", () => {
    expect(
      shipByDate({
        ...base,
        awayUntil: "2026-11-30",
        leadTimeDays: 1,
        madeToOrderPieces: 1,
        queuedPieces: 3,
        weeklyCapacity: 3,
      }),
    ).toBe("2026-12-09");
  });
});

describe("arrival dates", () => {
  test("the method's business days in transit, counted from the ship-by date", () => {
    expect(deliveryWindow(FRIDAY, "standard")).toEqual({ from: "2026-12-04", to: "2026-12-08" });
    expect(deliveryWindow(FRIDAY, "express")).toEqual({ from: "2026-12-02", to: "2026-12-02" });
    expect(deliveryWindow(FRIDAY, "priority")).toEqual({ from: "2026-11-30", to: "2026-12-01" });
  });

  test("a line says whether it is ready to ship or made to order", () => {
    expect([0, 1, 10].map(leadTimeText)).toEqual([
      "Ready to ship",
      "Made to order — ships within 1 business day",
      "Made to order — ships within 10 business days",
    ]);
  });
});

describe("a day as the shop writes it to people", () => {
  test("weekday, month and day, the same calendar day whatever the server's zone, on every call", () => {
    expect(formatCalendarDate("2026-12-08")).toBe("Tuesday, December 8");
    // The formatter is made on the first call and kept: a second call with another day must not repeat the first.
    expect(formatCalendarDate(FRIDAY)).toBe("Friday, November 27");
    expect(formatCalendarDate("2027-01-01")).toBe("Friday, January 1");
  });
});

describe("the instant a shop day begins", () => {
  const starts = (timeZone: string, date: string) => startOfDayIn(timeZone, date).toISOString();

  test("midnight where the maker works, in winter and in summer time", () => {
    expect(starts("America/Los_Angeles", "2026-11-30")).toBe("2026-11-30T08:00:00.000Z");
    expect(starts("America/Los_Angeles", "2026-07-04")).toBe("2026-07-04T07:00:00.000Z");
    expect(starts("Asia/Kolkata", "2026-11-30")).toBe("2026-11-29T18:30:00.000Z");
    expect(starts("UTC", "2026-11-30")).toBe("2026-11-30T00:00:00.000Z");
  });

  test("on the days the clocks change (at 2 a.m. there), the midnight before the change", () => {
    expect(starts("America/Los_Angeles", "2026-03-08")).toBe("2026-03-08T08:00:00.000Z");
    expect(starts("America/Los_Angeles", "2026-03-09")).toBe("2026-03-09T07:00:00.000Z");
    expect(starts("America/Los_Angeles", "2026-11-01")).toBe("2026-11-01T07:00:00.000Z");
    expect(starts("America/Los_Angeles", "2026-11-02")).toBe("2026-11-02T08:00:00.000Z");
  });
});
