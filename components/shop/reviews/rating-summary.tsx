import { Stars, ratingLabel } from "@/components/shop/reviews/stars";
import type { ReviewSummary } from "@/lib/reviews/read";

const STARS = [5, 4, 3, 2, 1] as const;

/** The piece's average to one decimal, its count and how many reviews gave each number of stars, 5 down to 1. */
export function RatingSummary({ summary }: { summary: ReviewSummary & { average: number } }) {
  const { average, count, histogram } = summary;
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:gap-12">
      <div>
        <p className="font-display text-5xl font-semibold">{average.toFixed(1)}</p>
        <Stars rating={average} label={ratingLabel(average, count)} className="mt-1 text-xl" />
        <p className="mt-1 text-sm text-muted">{count === 1 ? "1 review" : `${count} reviews`}</p>
      </div>
      <table className="w-full max-w-sm text-sm">
        <caption className="sr-only">How many reviews gave each number of stars</caption>
        <tbody>
          {STARS.map((stars) => {
            const share = count === 0 ? 0 : Math.round((histogram[stars] / count) * 100);
            return (
              <tr key={stars}>
                <th scope="row" className="w-16 py-1 pr-3 text-left font-normal whitespace-nowrap text-muted">
                  {stars === 1 ? "1 star" : `${stars} stars`}
                </th>
                <td className="py-1">
                  <span aria-hidden="true" className="block h-2 w-full overflow-hidden rounded-full bg-sand">
                    <span className="block h-full rounded-full bg-gold" style={{ width: `${share}%` }} />
                  </span>
                </td>
                <td className="w-10 py-1 pl-3 text-right tabular-nums">{histogram[stars]}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
