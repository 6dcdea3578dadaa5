import { ProductTilesSkeleton } from "@/components/shop/product-tiles-skeleton";

/** Shared by the gallery and its skeleton so the tiles line up when the products stream in. */
export const galleryGridClass = "grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 md:grid-cols-3";

/** The home gallery's placeholder while its pieces load: eight tiles (docs/pages.md, Home). */
export function GallerySkeleton({ count = 8 }: { count?: number }) {
  return <ProductTilesSkeleton count={count} gridClass={galleryGridClass} />;
}
