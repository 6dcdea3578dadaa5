import { GallerySkeleton } from "@/components/shop/gallery-skeleton";

/** Shown while a storefront page's data loads: the spec's eight product tiles. */
export default function ShopLoading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div aria-hidden="true" className="mb-10 h-10 w-48 animate-pulse rounded-sm bg-sand" />
      <GallerySkeleton count={8} />
    </div>
  );
}
