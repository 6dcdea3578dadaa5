import { VITAL_METRICS, type VitalMetric } from "@/lib/vitals/metrics";
import type { VitalSummary } from "@/lib/vitals/samples";

// Drawn on the server as plain SVG, like the dashboard's sales chart: no chart library reaches the browser, and the
// same figures are in the tables beside it.
const WIDTH = 480;
const ROW = 56;
const BAR = { left: 64, right: 8, height: 22 } as const;

/** A metric's figure as people read it: "2.1 s", "180 ms", or a CLS score to two places. */
export function formatVital(metric: VitalMetric, value: number | null): string {
  if (value === null) return "—";
  if (VITAL_METRICS[metric].unit === "") return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

export const percent = (share: number) => `${Math.round(share * 100)}%`;

const BANDS = [
  { key: "good", label: "good", className: "fill-[#3d7352]" },
  { key: "needsImprovement", label: "needs improvement", className: "fill-gold" },
  { key: "poor", label: "poor", className: "fill-rose" },
] as const;

/** Each metric's samples as one bar split into Google's good / needs improvement / poor shares, its p75 above it. */
export function SpeedChart({ summaries }: { summaries: readonly VitalSummary[] }) {
  const height = summaries.length * ROW + 8;
  const plotWidth = WIDTH - BAR.left - BAR.right;
  const description = summaries
    .map((s) =>
      s.samples === 0
        ? `${s.metric}: no samples`
        : `${s.metric}: p75 ${formatVital(s.metric, s.p75)}, ${percent(s.good)} good, ${percent(s.needsImprovement)} needs improvement, ${percent(s.poor)} poor`,
    )
    .join("; ");
  return (
    <figure className="mt-4 max-w-xl">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby="speed-chart-title speed-chart-desc"
        data-testid="speed-chart"
      >
        <title id="speed-chart-title">Core Web Vitals, last 28 days</title>
        <desc id="speed-chart-desc">{description}</desc>
        {summaries.map((summary, index) => {
          const y = index * ROW + 24;
          let x = BAR.left;
          return (
            <g key={summary.metric}>
              <text
                x={0}
                y={y + BAR.height / 2 + 5}
                fontSize="15"
                fontWeight="600"
                className="fill-ink max-sm:text-[19px]"
              >
                {summary.metric}
              </text>
              <text x={BAR.left} y={y - 6} fontSize="12" className="fill-muted max-sm:text-[16px]">
                {summary.samples === 0
                  ? "no samples yet"
                  : `p75 ${formatVital(summary.metric, summary.p75)} · ${summary.samples} samples`}
              </text>
              {summary.samples === 0 ? (
                <rect x={BAR.left} y={y} width={plotWidth} height={BAR.height} className="fill-line" />
              ) : (
                BANDS.map((band) => {
                  const width = summary[band.key] * plotWidth;
                  const rect = (
                    <rect key={band.key} x={x} y={y} width={width} height={BAR.height} className={band.className} />
                  );
                  x += width;
                  return rect;
                })
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        {BANDS.map((band) => (
          <span key={band.key} className="inline-flex items-center gap-1.5">
            <svg viewBox="0 0 10 10" className="size-2.5" aria-hidden="true">
              <rect width="10" height="10" className={band.className} />
            </svg>
            {band.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
