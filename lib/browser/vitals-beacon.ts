import {
  addInteraction,
  addShift,
  inp,
  NO_SHIFTS,
  vitalsBody,
  type LayoutShiftEntry,
} from "@/lib/browser/vitals-figures";

/** A page's dynamic params, as useParams gives them. */
type Params = Record<string, string | string[] | undefined>;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The route pattern of a path ("/product/[id]"): each segment filled by a dynamic param is replaced by its name. */
export function routeTemplate(pathname: string, params: Params): string {
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === "string") names.set(value, `[${name}]`);
    else for (const part of value ?? []) names.set(part, `[...${name}]`);
  }
  const segments = pathname.split("/").map((segment) => names.get(decoded(segment)) ?? segment);
  // A catch-all's several segments collapse into its one [...name].
  return segments
    .filter((segment, index) => !(segment.startsWith("[...") && segments[index - 1] === segment))
    .join("/");
}

// What the DOM library does not type yet: Event Timing's threshold and count, a prerendered page's activation.
type ObserverInit = PerformanceObserverInit & { durationThreshold?: number };
type Navigation = PerformanceNavigationTiming & { activationStart?: number };

/**
 * Hands each entry of a type to `take`, those recorded before the call too; undefined where the browser has no such
 * entries.
 */
function observe(
  type: string,
  take: (entry: PerformanceEntry) => void,
  init: ObserverInit = {},
): PerformanceObserver | undefined {
  if (!PerformanceObserver.supportedEntryTypes.includes(type)) return undefined;
  const observer = new PerformanceObserver((list) => list.getEntries().forEach(take));
  const options: ObserverInit = { type, buffered: true, ...init };
  observer.observe(options);
  return observer;
}

/**
 * Loaded after the page is idle (components/layout/vitals-reporter.tsx), never in the first download. Collects the
 * page view's LCP, INP, CLS and TTFB by the browser's performance entries, measured as web-vitals measures them
 * (the arithmetic is lib/browser/vitals-figures.ts), and sends them in one beacon when the page is first hidden (the
 * last moment a browser reliably lets one leave; INP and CLS are only final then), as POST /api/vitals. The beacon
 * carries the route pattern of the page landed on and the figures, nothing else.
 */
export function reportVitals(pathname: string, params: Params): void {
  const template = routeTemplate(pathname, params);
  const navigation = performance.getEntriesByType("navigation")[0] as Navigation | undefined;
  const activation = navigation?.activationStart ?? 0;
  // A page hidden before the collector came (a background tab) paints its largest element for nobody.
  const hiddenAt =
    performance
      .getEntriesByType("visibility-state")
      .find((entry) => entry.name === "hidden" && entry.startTime >= activation)?.startTime ??
    (document.visibilityState === "hidden" ? 0 : Infinity);

  // LCP: the last candidate painted before the visitor's first key or click (what they do next is no longer loading).
  let lcp: number | undefined;
  const takePaint = (entry: PerformanceEntry) => {
    if (entry.startTime < hiddenAt) lcp = Math.max(entry.startTime - activation, 0);
  };
  const paints = observe("largest-contentful-paint", takePaint);
  const stopPaints = (event: Event) => {
    // A script's own dispatchEvent is no visitor.
    if (!event.isTrusted) return;
    paints?.takeRecords().forEach(takePaint);
    paints?.disconnect();
    for (const type of ["keydown", "click"]) removeEventListener(type, stopPaints, true);
  };
  for (const type of ["keydown", "click"]) addEventListener(type, stopPaints, true);

  // INP: events of 40 ms or more (faster ones cannot decide a figure that is good up to 200 ms), and the first input.
  const latencies = new Map<number, number>();
  const takeEvent = (entry: PerformanceEntry) => addInteraction(latencies, entry);
  const events =
    typeof PerformanceEventTiming === "function" && "interactionId" in PerformanceEventTiming.prototype
      ? [observe("event", takeEvent, { durationThreshold: 40 }), observe("first-input", takeEvent)]
      : [];

  let shifts = NO_SHIFTS;
  const takeShift = (entry: PerformanceEntry) => {
    shifts = addShift(shifts, entry as PerformanceEntry & LayoutShiftEntry);
  };
  const layout = observe("layout-shift", takeShift);

  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    paints?.takeRecords().forEach(takePaint);
    for (const observer of events) observer?.takeRecords().forEach(takeEvent);
    layout?.takeRecords().forEach(takeShift);
    // Where the browser does not count interactions, those seen stand for all: a worse INP, never a better one.
    const count = (performance as Performance & { interactionCount?: number }).interactionCount ?? latencies.size;
    const body = vitalsBody(template, {
      LCP: lcp,
      INP: inp(latencies, count),
      CLS: layout ? shifts.largest : undefined,
      TTFB: navigation && navigation.responseStart > 0 ? Math.max(navigation.responseStart - activation, 0) : undefined,
    });
    if (body) navigator.sendBeacon("/api/vitals", new Blob([body], { type: "application/json" }));
  };
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
  addEventListener("pagehide", send);
}
