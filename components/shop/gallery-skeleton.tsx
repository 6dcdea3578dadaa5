import { ProductTilesSkeleton } from "@/components/shop/product-tiles-skeleton";
import { galleryGridClass } from "@/components/shop/shop-grid";

/** The home gallery's placeholder while its pieces load: eight tiles (docs/pages.md, Home). */
export function GallerySkeleton({ count = 8 }: { count?: number }) {
  return <ProductTilesSkeleton count={count} gridClass={galleryGridClass} />;
}
