/** Shared by the gallery and its skeleton so the tiles line up when the products stream in. */
export const galleryGridClass = "grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 md:grid-cols-3";

/** Placeholder tiles shaped like gallery cards, so the page keeps its layout while products load. */
export function GallerySkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status">
      <span className="sr-only">Loading products…</span>
      <ul aria-hidden="true" className={galleryGridClass}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="animate-pulse">
            <div className="aspect-square rounded-sm bg-sand" />
            <div className="mt-4 h-5 w-3/4 rounded-sm bg-sand" />
            <div className="mt-2 h-4 w-1/4 rounded-sm bg-sand" />
          </li>
        ))}
      </ul>
    </div>
  );
}
