/**
 * Placeholder tiles shaped like product cards, announced as loading, so a page keeps its layout while products
 * load: the shop's grid (with the category line and the count above) and the home gallery.
 */
export function ProductTilesSkeleton({
  count,
  gridClass,
  withCategory = false,
  withCount = false,
}: {
  count: number;
  gridClass: string;
  withCategory?: boolean;
  withCount?: boolean;
}) {
  return (
    <div role="status">
      <span className="sr-only">Loading products…</span>
      {withCount ? (
        <div aria-hidden="true" className="mb-6 border-b border-line pb-4">
          <div className="h-5 w-40 animate-pulse rounded-sm bg-sand" />
        </div>
      ) : null}
      <ul aria-hidden="true" className={gridClass}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="animate-pulse">
            <div className="aspect-square rounded-sm bg-sand" />
            {withCategory ? <div className="mt-4 h-3 w-1/3 rounded-sm bg-sand" /> : null}
            <div className={`${withCategory ? "mt-2" : "mt-4"} h-5 w-3/4 rounded-sm bg-sand`} />
            <div className="mt-2 h-4 w-1/4 rounded-sm bg-sand" />
          </li>
        ))}
      </ul>
    </div>
  );
}
