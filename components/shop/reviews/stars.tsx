/** "Rated 4.6 out of 5, 12 reviews": what a screen reader hears for a piece's stars. */
export function ratingLabel(average: number, count: number): string {
  return `Rated ${average.toFixed(1)} out of 5, ${count} ${count === 1 ? "review" : "reviews"}`;
}

/**
 * Five stars, as many filled as `rating` rounded to the nearest whole; drawn in text, so they cost no picture and no
 * script, and hidden from screen readers, which read `label` instead.
 */
export function Stars({ rating, label, className = "" }: { rating: number; label: string; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={label} className={`inline-flex tracking-[0.1em] ${className}`}>
      <span aria-hidden="true" className="text-gold-deep">
        {"★".repeat(filled)}
      </span>
      <span aria-hidden="true" className="text-line">
        {"★".repeat(5 - filled)}
      </span>
    </span>
  );
}
