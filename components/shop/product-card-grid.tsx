import { ProductCard } from "@/components/shop/product-card";
import { shopGridClass } from "@/components/shop/shop-grid";
import type { ProductDto } from "@/lib/catalog/dto";
import type { ReviewSummary } from "@/lib/reviews/read";

/** The cards of /shop and a collection's page, each with its stars; the first row loads at once, the rest on scroll. */
export function ProductCardGrid({
  products,
  ratings,
}: {
  products: readonly ProductDto[];
  ratings: ReadonlyMap<string, ReviewSummary>;
}) {
  return (
    <ul className={shopGridClass}>
      {products.map((product, index) => (
        <li key={product.id} className="[contain-intrinsic-size:auto_360px] [content-visibility:auto]">
          {/* The first row is above the fold on every screen size; the rest load as they scroll in. */}
          <ProductCard
            product={product}
            rating={ratings.get(product.id)}
            loading={index === 0 ? "priority" : index < 3 ? "eager" : "lazy"}
          />
        </li>
      ))}
    </ul>
  );
}
