import "server-only";
import { addCalendarDays, calendarDateOf, dateColumn, dateIn } from "@/lib/calendar";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { VITAL_METRICS, VITAL_METRIC_NAMES, type VitalMetric } from "@/lib/vitals/metrics";
import type { VitalsBeacon } from "@/lib/vitals/schemas";

/** How many days the Speed page summarises, and how long samples are kept (a week's margin for late readers). */
export const VITALS_WINDOW_DAYS = 28;
const KEEP_DAYS = 35;

/**
 * Stores one page view's figures, one row per metric, on the shop's day. Nothing about the visitor is kept: the
 * client address only counted against the limit, before the beacon was read (the route's perClient:
 * VITALS_BEACONS_PER_CLIENT).
 */
export async function recordVitals(beacon: VitalsBeacon, now = new Date()): Promise<void> {
  const day = dateColumn(dateIn(env().SHOP_TIME_ZONE, now));
  const rows = VITAL_METRIC_NAMES.flatMap((metric) => {
    const value = beacon.metrics[metric];
    return value === undefined ? [] : [{ template: beacon.template, metric, value, day }];
  });
  await db.webVitalSample.createMany({ data: rows });
}

/** Deletes samples older than the kept window; run from the hourly housekeeping. */
export async function pruneVitalSamples(now = new Date()): Promise<number> {
  const cutoff = dateColumn(addCalendarDays(dateIn(env().SHOP_TIME_ZONE, now), -KEEP_DAYS));
  const { count } = await db.webVitalSample.deleteMany({ where: { day: { lt: cutoff } } });
  return count;
}

/** One metric's 75th percentile and its samples' shares by Google's thresholds (shares 0–1; null p75 when none). */
export type VitalSummary = {
  metric: VitalMetric;
  samples: number;
  p75: number | null;
  good: number;
  needsImprovement: number;
  poor: number;
};

/** One page template's summaries, the templates ordered by how many samples they have. */
export type TemplateVitals = { template: string; metrics: VitalSummary[] };

export type VitalsReport = { from: string; to: string; overall: VitalSummary[]; templates: TemplateVitals[] };

type SummaryRow = {
  template: string | null;
  metric: string;
  samples: bigint;
  p75: number | null;
  good: bigint;
  poor: bigint;
};

function summary(metric: VitalMetric, row: SummaryRow | undefined): VitalSummary {
  const samples = Number(row?.samples ?? 0);
  if (!row || samples === 0) return { metric, samples: 0, p75: null, good: 0, needsImprovement: 0, poor: 0 };
  const good = Number(row.good) / samples;
  const poor = Number(row.poor) / samples;
  return { metric, samples, p75: row.p75, good, needsImprovement: Math.max(0, 1 - good - poor), poor };
}

/**
 * The last 28 days (today included) per metric, over all pages and per template: p75 as Google reports it
 * (the continuous percentile of the samples) and the good / needs improvement / poor shares.
 */
export async function vitalsReport(now = new Date()): Promise<VitalsReport> {
  const today = dateIn(env().SHOP_TIME_ZONE, now);
  const from = addCalendarDays(today, -(VITALS_WINDOW_DAYS - 1));
  const thresholds = VITAL_METRIC_NAMES.map(
    (metric) => `('${metric}', ${VITAL_METRICS[metric].good}, ${VITAL_METRICS[metric].poor})`,
  ).join(", ");
  // GROUPING SETS: one row per (template, metric) and one per metric over every template (template null).
  const rows = await db.$queryRawUnsafe<SummaryRow[]>(
    `SELECT s.template, s.metric, count(*) AS samples,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY s.value) AS p75,
            count(*) FILTER (WHERE s.value <= t.good) AS good,
            count(*) FILTER (WHERE s.value > t.poor) AS poor
       FROM web_vital_samples s
       JOIN (VALUES ${thresholds}) AS t(metric, good, poor) ON t.metric = s.metric
      WHERE s.day >= $1::date
      GROUP BY GROUPING SETS ((s.template, s.metric), (s.metric))`,
    dateColumn(from),
  );
  const find = (template: string | null, metric: VitalMetric) =>
    rows.find((row) => row.template === template && row.metric === metric);
  const counts = new Map<string, number>();
  for (const row of rows)
    if (row.template !== null) counts.set(row.template, (counts.get(row.template) ?? 0) + Number(row.samples));
  const templates = [...counts.entries()]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([template]) => ({
      template,
      metrics: VITAL_METRIC_NAMES.map((metric) => summary(metric, find(template, metric))),
    }));
  return {
    from: calendarDateOf(dateColumn(from)),
    to: today,
    overall: VITAL_METRIC_NAMES.map((metric) => summary(metric, find(null, metric))),
    templates,
  };
}
