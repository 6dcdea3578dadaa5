import { describe, expect, test } from "vitest";
import {
  addInteraction,
  addShift,
  inp,
  NO_SHIFTS,
  vitalsBody,
  type LayoutShiftEntry,
} from "@/lib/browser/vitals-figures";

/** The latency map after these entries, as the collector builds it. */
function latencies(...entries: Parameters<typeof addInteraction>[1][]): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of entries) addInteraction(map, entry);
  return map;
}

function cls(...shifts: [startTime: number, value: number, hadRecentInput?: boolean][]): number {
  return shifts
    .map(([startTime, value, hadRecentInput = false]): LayoutShiftEntry => ({ startTime, value, hadRecentInput }))
    .reduce(addShift, NO_SHIFTS).largest;
}

describe("INP", () => {
  test("an interaction's latency is its longest event; events that are no interaction do not count; the first input does", () => {
    const map = latencies(
      { entryType: "event", interactionId: 7, duration: 48 },
      { entryType: "event", interactionId: 7, duration: 104 },
      { entryType: "event", interactionId: 7, duration: 56 },
      { entryType: "event", interactionId: 0, duration: 400 },
      { entryType: "event", duration: 400 },
      { entryType: "first-input", duration: 16 },
      { entryType: "event", interactionId: 9, duration: 64 },
    );
    expect([...map.entries()].sort(([a], [b]) => a - b)).toEqual([
      [0, 16],
      [7, 104],
      [9, 64],
    ]);
  });

  test("the worst interaction up to 49, then one more forgiven every 50", () => {
    const map = new Map([
      [1, 120],
      [2, 304],
      [3, 80],
    ]);
    expect(inp(map, 3)).toBe(304);
    expect(inp(map, 49)).toBe(304);
    expect(inp(map, 50)).toBe(120);
    expect(inp(map, 99)).toBe(120);
    expect(inp(map, 100)).toBe(80);
    // Past the slow interactions kept, the best of them: never an interaction that was not seen.
    expect(inp(map, 1000)).toBe(80);
  });

  test("no interaction, no INP", () => {
    expect(inp(new Map(), 0)).toBeUndefined();
    expect(inp(new Map(), 12)).toBeUndefined();
  });
});

describe("CLS", () => {
  test("shifts less than 1 s apart share a window; the largest window is the score", () => {
    // Windows: 0.1 + 0.05 = 0.15 (100, 600), then 0.2 + 0.1 = 0.3 (1700 is 1.1 s after 600; 2500 is 0.8 s after 1700).
    expect(cls([100, 0.1], [600, 0.05], [1700, 0.2], [2500, 0.1])).toBeCloseTo(0.3, 10);
  });

  test("a gap of exactly 1 s opens a new window", () => {
    expect(cls([0, 0.1], [1000, 0.1])).toBeCloseTo(0.1, 10);
    expect(cls([0, 0.1], [999, 0.1])).toBeCloseTo(0.2, 10);
  });

  test("a window closes 5 s after its first shift, however close the shifts", () => {
    // 0, 900 … 4500: six shifts of 0.01 in one window (0.06); 5400 is 5.4 s after the window's first: a new window
    // with 6300 (0.1). Without the cap it would be one window of 0.16.
    expect(
      cls([0, 0.01], [900, 0.01], [1800, 0.01], [2700, 0.01], [3600, 0.01], [4500, 0.01], [5400, 0.05], [6300, 0.05]),
    ).toBeCloseTo(0.1, 10);
  });

  test("a shift right after the visitor's input neither counts nor keeps a window open", () => {
    // 900 joins the window of 0 (0.9 s after it): the expected shift at 300 is skipped, not the window's last.
    expect(cls([0, 0.1], [300, 0.5, true], [900, 0.1])).toBeCloseTo(0.2, 10);
    expect(cls([0, 0.1], [800, 0.5, true], [1500, 0.1])).toBeCloseTo(0.1, 10);
  });

  test("no shift, a score of 0", () => {
    expect(cls()).toBe(0);
  });
});

describe("the beacon's body", () => {
  test("the template and the measured figures, times in whole milliseconds, CLS as it is", () => {
    expect(vitalsBody("/faq", { LCP: 1234.56, INP: undefined, CLS: 0.0123, TTFB: 87.4 })).toBe(
      '{"template":"/faq","metrics":{"LCP":1235,"CLS":0.0123,"TTFB":87}}',
    );
    expect(vitalsBody("/product/[id]", { INP: 104, CLS: 0 })).toBe(
      '{"template":"/product/[id]","metrics":{"INP":104,"CLS":0}}',
    );
  });

  test("nothing measured, no body", () => {
    expect(vitalsBody("/faq", {})).toBeNull();
    expect(vitalsBody("/faq", { LCP: undefined, TTFB: undefined })).toBeNull();
  });
});
