import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";

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
  return segments.filter((segment, index) => !(segment.startsWith("[...") && segments[index - 1] === segment)).join("/");
}

/**
 * Loaded after the page is idle (components/layout/vitals-reporter.tsx), never in the first download. Collects the
 * page view's LCP, INP, CLS and TTFB and sends them in one beacon when the page is hidden (the last moment a browser
 * reliably lets one leave; INP and CLS are only final then), as POST /api/vitals. The beacon carries the route
 * pattern of the page landed on and the figures, nothing else.
 */
export function reportVitals(pathname: string, params: Params): void {
  const template = routeTemplate(pathname, params);
  const metrics: Partial<Record<Metric["name"], number>> = {};
  let sent = false;
  const keep = (metric: Metric) => {
    metrics[metric.name] = metric.name === "CLS" ? metric.value : Math.round(metric.value);
  };
  const send = () => {
    // One beacon a page view: the first time the page is hidden. FCP is never collected, so any figure counts.
    if (sent || Object.keys(metrics).length === 0) return;
    sent = true;
    navigator.sendBeacon("/api/vitals", new Blob([JSON.stringify({ template, metrics })], { type: "application/json" }));
  };
  onTTFB(keep);
  onLCP(keep);
  onCLS(keep);
  onINP(keep);
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
  addEventListener("pagehide", send);
}
