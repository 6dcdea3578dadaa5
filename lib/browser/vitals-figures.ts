import type { VitalsBeacon } from "@/lib/vitals/schemas";

/**
 * The arithmetic of the Core Web Vitals collector (lib/browser/vitals-beacon.ts), kept apart from the observers so
 * it can be tested without a browser. The rules are web-vitals' own (docs/decisions.md#real-user-speed).
 */

/** An `event` or `first-input` performance entry, as far as INP needs it. */
export type InteractionEntry = { entryType: string; interactionId?: number; duration: number };

/**
 * Adds an event to the latencies by interaction: an interaction (a tap is pointerdown, pointerup and click) takes the
 * longest duration of its events. Events that are no interaction (a mouse move) have interactionId 0; the first
 * input counts whatever its id, as web-vitals counts it.
 */
export function addInteraction(latencies: Map<number, number>, entry: InteractionEntry): void {
  const id = entry.interactionId ?? 0;
  if (id || entry.entryType === "first-input") latencies.set(id, Math.max(latencies.get(id) ?? 0, entry.duration));
}

/**
 * INP: the worst interaction, except that one in 50 is forgiven — past 50 interactions the 2nd worst, past 100 the
 * 3rd, and so on (a 98th percentile that a single stray slow tap does not decide). `count` is how many interactions
 * the page had, fast ones included; undefined when there was none.
 */
export function inp(latencies: Map<number, number>, count: number): number | undefined {
  const worstFirst = [...latencies.values()].sort((a, b) => b - a);
  return worstFirst[Math.min(worstFirst.length - 1, Math.floor(count / 50))];
}

/** A `layout-shift` entry, as far as CLS needs it. */
export type LayoutShiftEntry = { startTime: number; value: number; hadRecentInput: boolean };

/** The session windows so far: the largest window's sum, and the open window's sum, first and last shift times. */
export type ShiftWindows = { largest: number; sum: number; first: number; last: number };

export const NO_SHIFTS: ShiftWindows = { largest: 0, sum: 0, first: -Infinity, last: -Infinity };

/**
 * CLS: shifts are summed in session windows (a shift less than 1 s after the previous one, and less than 5 s after the
 * window's first, joins it; any other opens a new one), and the page's CLS is its largest window. A shift within
 * 500 ms of the visitor's input (hadRecentInput) was expected, and does not count.
 */
export function addShift(windows: ShiftWindows, shift: LayoutShiftEntry): ShiftWindows {
  if (shift.hadRecentInput) return windows;
  const joins = shift.startTime - windows.last < 1000 && shift.startTime - windows.first < 5000;
  const sum = (joins ? windows.sum : 0) + shift.value;
  return {
    largest: Math.max(windows.largest, sum),
    sum,
    first: joins ? windows.first : shift.startTime,
    last: shift.startTime,
  };
}

/** The figures of one page view, each measured or not. */
export type Figures = VitalsBeacon["metrics"];

/**
 * The beacon's body: the route pattern and the figures measured (times in whole milliseconds, CLS as it is), or
 * null when no figure was.
 */
export function vitalsBody(template: string, figures: Figures): string | null {
  const metrics: Figures = {};
  for (const name of ["LCP", "INP", "CLS", "TTFB"] as const) {
    const value = figures[name];
    if (value !== undefined) metrics[name] = name === "CLS" ? value : Math.round(value);
  }
  return Object.keys(metrics).length === 0 ? null : JSON.stringify({ template, metrics });
}
