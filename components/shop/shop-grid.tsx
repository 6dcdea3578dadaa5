/** Shared by the shop grid and its skeleton, so the tiles line up when the products arrive. */
export const shopGridClass = "grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:grid-cols-3";

/** Placeholder tiles shaped like product cards, so the page keeps its layout while products load. */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className={shopGridClass}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="animate-pulse">
          <div className="aspect-square rounded-sm bg-sand" />
          <div className="mt-4 h-3 w-1/3 rounded-sm bg-sand" />
          <div className="mt-2 h-5 w-3/4 rounded-sm bg-sand" />
          <div className="mt-2 h-4 w-1/4 rounded-sm bg-sand" />
        </li>
      ))}
    </ul>
  );
}
