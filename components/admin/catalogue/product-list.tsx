import Image from "next/image";
import { AdminList, type AdminColumn } from "@/components/admin/admin-list";
import { makingText, ProductBadges } from "@/components/admin/catalogue/product-badges";
import { ProductRowActions } from "@/components/admin/catalogue/product-row-actions";
import { StockCell } from "@/components/admin/catalogue/stock-cell";
import type { ProductActions } from "@/components/admin/catalogue/use-product-actions";
import type { ProductDto } from "@/lib/catalog/dto";
import { formatUsd } from "@/lib/pricing/money";

type Props = {
  products: readonly ProductDto[];
  actions: ProductActions;
  /** Stock at or under this is "Low stock" (LOW_STOCK_THRESHOLD). */
  lowStock: number;
};

function Thumbnail({ product, size }: { product: ProductDto; size: number }) {
  return (
    <Image
      src={product.imageUrl}
      // The name is right beside it, so the picture adds nothing for a screen reader.
      alt=""
      width={size}
      height={size}
      sizes={`${size}px`}
      className="shrink-0 rounded-sm border border-line bg-sand object-cover"
      style={{ width: size, height: size }}
    />
  );
}

/** What a piece sells at: its price, or "from" the lowest when its sizes sell at different prices. */
const priceOf = (product: ProductDto) =>
  product.priceVaries ? `from ${formatUsd(product.priceCents)}` : formatUsd(product.priceCents);

/** Under the name: the category, and how the piece is made when it is to order or one of a kind. */
function Details({ product }: { product: ProductDto }) {
  const making = makingText(product);
  return (
    <span className="mt-0.5 block font-sans text-xs font-normal text-muted">
      {product.category}
      {making ? ` · ${making}` : ""}
    </span>
  );
}

function columnsFor({ actions, lowStock }: Omit<Props, "products">): AdminColumn<ProductDto>[] {
  return [
    { header: "Image", headerHidden: true, cell: (product) => <Thumbnail product={product} size={56} /> },
    {
      header: "Name",
      rowHeader: true,
      className: "font-display text-lg leading-snug font-semibold",
      cell: (product) => (
        <>
          {product.name}
          <Details product={product} />
        </>
      ),
    },
    { header: "Price", align: "right", className: "whitespace-nowrap tabular-nums", cell: priceOf },
    {
      header: "Stock",
      cell: (product) => <StockCell product={product} onSaved={actions.stockSaved} onFailed={actions.failed} />,
    },
    { header: "Status", cell: (product) => <ProductBadges product={product} lowStock={lowStock} /> },
  ];
}

function ProductCard({ product, actions, lowStock }: Omit<Props, "products"> & { product: ProductDto }) {
  return (
    <div className="flex gap-4">
      <Thumbnail product={product} size={72} />
      <div className="min-w-0 flex-1">
        <h3 className="font-display text-lg leading-snug font-semibold break-words">{product.name}</h3>
        <Details product={product} />
        <p className="mt-1 text-sm tabular-nums">{priceOf(product)}</p>
        <div className="mt-2">
          <ProductBadges product={product} lowStock={lowStock} />
        </div>
        <div className="mt-3">
          <StockCell product={product} onSaved={actions.stockSaved} onFailed={actions.failed} />
        </div>
      </div>
    </div>
  );
}

/** The catalogue: a table on wide screens, cards on phones, each piece with its stock to edit and its actions. */
export function ProductList({ products, actions, lowStock }: Props) {
  return (
    <AdminList
      label="Pieces in the catalogue"
      testId="admin-product"
      items={products}
      columns={columnsFor({ actions, lowStock })}
      card={(product) => <ProductCard product={product} actions={actions} lowStock={lowStock} />}
      actions={(product) => <ProductRowActions product={product} actions={actions} />}
      data={(product) => ({ "data-product-id": product.id })}
    />
  );
}
