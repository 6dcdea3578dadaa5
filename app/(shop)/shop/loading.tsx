import { ProductGridSkeleton } from "@/components/shop/product-card";

/** Shown in place of the grid while products load; the title and filters above it stay in place. */
export default function ShopLoading() {
  return (
    <div role="status">
      <span className="sr-only">Loading products…</span>
      <div aria-hidden="true" className="mb-6 border-b border-line pb-4">
        <div className="h-5 w-40 animate-pulse rounded-sm bg-sand" />
      </div>
      <ProductGridSkeleton count={6} />
    </div>
  );
}
