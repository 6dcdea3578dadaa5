/**
 * The Core Web Vitals the pages report, with Google's thresholds: at or under `good` is good, over `poor` is poor,
 * between them needs improvement (web.dev/articles/vitals). Times in milliseconds; CLS is a unitless score.
 */
export const VITAL_METRICS = {
  LCP: { label: "Largest Contentful Paint", unit: "ms", good: 2500, poor: 4000 },
  INP: { label: "Interaction to Next Paint", unit: "ms", good: 200, poor: 500 },
  CLS: { label: "Cumulative Layout Shift", unit: "", good: 0.1, poor: 0.25 },
  TTFB: { label: "Time to First Byte", unit: "ms", good: 800, poor: 1800 },
} as const;

export type VitalMetric = keyof typeof VITAL_METRICS;

/** The metrics' names: LCP, INP, CLS, TTFB. */
export const VITAL_METRIC_NAMES = Object.keys(VITAL_METRICS) as VitalMetric[];
