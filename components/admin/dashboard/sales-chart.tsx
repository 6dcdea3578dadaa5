import type { SalesWeek } from "@/lib/orders/desk/dashboard";
import { formatUsd } from "@/lib/pricing/money";

// Drawn on the server as plain SVG: no chart library reaches the browser. The viewBox scales to the width; the
// figures are also in a table for screen readers, so the picture is never the only copy.
const WIDTH = 480;
const HEIGHT = 220;
// Room at the sides for the first and last week's labels, centred under their bars.
const PLOT = { left: 24, right: 24, top: 24, bottom: 28 } as const;

const WEEK_LABEL = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const weekLabel = (weekStart: string) => WEEK_LABEL.format(new Date(`${weekStart}T00:00:00Z`));

/** The top of the scale: the best week rounded up to a round figure, so bars read against it. */
function scaleTopCents(weeks: readonly SalesWeek[]): number {
  const best = Math.max(0, ...weeks.map((week) => week.salesCents));
  if (best === 0) return 100_00;
  const magnitude = 10 ** Math.floor(Math.log10(best));
  return Math.ceil(best / magnitude) * magnitude;
}

/** Sales over the last weeks as bars, with the same figures as a table for screen readers. */
export function SalesChart({ weeks }: { weeks: readonly SalesWeek[] }) {
  const top = scaleTopCents(weeks);
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / Math.max(1, weeks.length);
  const total = weeks.reduce((sum, week) => sum + week.salesCents, 0);
  const first = weeks[0];
  const last = weeks[weeks.length - 1];
  const span =
    first && last
      ? `the ${weeks.length} weeks from ${weekLabel(first.weekStart)} to the week of ${weekLabel(last.weekStart)}`
      : "the last weeks";

  return (
    <figure className="mt-4 max-w-xl">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby="sales-chart-title sales-chart-desc"
        data-testid="sales-chart"
      >
        <title id="sales-chart-title">Sales by week</title>
        <desc id="sales-chart-desc">
          {`Bars of captured sales for ${span}: ${formatUsd(total)} in all. The scale runs from $0 to ${formatUsd(top)}.`}
        </desc>
        <line
          x1={PLOT.left}
          x2={WIDTH - PLOT.right}
          y1={PLOT.top}
          y2={PLOT.top}
          className="stroke-line"
          strokeDasharray="4 4"
        />
        <text x={PLOT.left} y={PLOT.top - 8} className="fill-muted max-sm:text-[17px]" fontSize="13">
          {formatUsd(top)}
        </text>
        <line
          x1={PLOT.left}
          x2={WIDTH - PLOT.right}
          y1={HEIGHT - PLOT.bottom}
          y2={HEIGHT - PLOT.bottom}
          className="stroke-ink"
        />
        {weeks.map((week, index) => {
          const height = (week.salesCents / top) * plotHeight;
          const x = PLOT.left + index * slot;
          const fromEnd = weeks.length - 1 - index;
          return (
            <g key={week.weekStart}>
              <rect
                x={x + slot * 0.15}
                y={HEIGHT - PLOT.bottom - height}
                width={slot * 0.7}
                height={height}
                className={fromEnd === 0 ? "fill-gold" : "fill-rose"}
              />
              {/* Every other week labelled on a wide screen, every fourth (larger, as the chart is drawn smaller) on a phone. */}
              <text
                x={x + slot / 2}
                y={HEIGHT - PLOT.bottom + 18}
                textAnchor="middle"
                fontSize="12"
                className={`fill-muted max-sm:text-[17px] ${fromEnd % 4 === 0 ? "" : fromEnd % 2 === 0 ? "max-sm:hidden" : "hidden"}`}
              >
                {weekLabel(week.weekStart)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 text-xs text-muted">
        Captured sales per week (weeks start Monday); this week, so far, in gold.
      </figcaption>
      <table className="sr-only">
        <caption>Sales by week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Sales</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{weekLabel(week.weekStart)}</th>
              <td>{formatUsd(week.salesCents)}</td>
              <td>{week.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
