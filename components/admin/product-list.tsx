import Image from "next/image";
import type { MouseEvent } from "react";
import { ADMIN_ACTION_CLASS, AdminList, type AdminColumn } from "@/components/admin/admin-list";
import { StockBadge } from "@/components/admin/stock-badge";
import type { ProductDto } from "@/lib/catalog/dto";
import { formatUsd } from "@/lib/pricing/money";

type ProductActions = {
  onEdit: (product: ProductDto, event: MouseEvent<HTMLButtonElement>) => void;
  onDelete: (product: ProductDto) => void;
  /** The product whose deletion is under way: its buttons do nothing until it is done. */
  deletingId: string | null;
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

function RowActions({ product, onEdit, onDelete, deletingId }: ProductActions & { product: ProductDto }) {
  const deleting = deletingId === product.id;
  return (
    <div className="flex flex-wrap gap-2">
      {/* aria-disabled rather than disabled while deleting: a disabled button would drop the keyboard focus. */}
      <button
        type="button"
        className={ADMIN_ACTION_CLASS.forward}
        onClick={(event) => onEdit(product, event)}
        aria-disabled={deleting || undefined}
      >
        Edit<span className="sr-only"> {product.name}</span>
      </button>
      <button
        type="button"
        className={ADMIN_ACTION_CLASS.destructive}
        onClick={() => onDelete(product)}
        aria-disabled={deleting || undefined}
        aria-busy={deleting || undefined}
      >
        {deleting ? "Deleting…" : "Delete"}
        <span className="sr-only"> {product.name}</span>
      </button>
    </div>
  );
}

const priceOf = (product: ProductDto) => formatUsd(product.priceCents);

const COLUMNS: readonly AdminColumn<ProductDto>[] = [
  { header: "Image", headerHidden: true, cell: (product) => <Thumbnail product={product} size={56} /> },
  { header: "Name", rowHeader: true, className: "font-display text-lg leading-snug font-semibold", cell: (product) => product.name },
  { header: "Category", className: "text-muted", cell: (product) => product.category },
  { header: "Price", align: "right", className: "tabular-nums", cell: priceOf },
  { header: "Stock", cell: (product) => <StockBadge stock={product.stock} /> },
];

function ProductCard({ product }: { product: ProductDto }) {
  return (
    <div className="flex gap-4">
      <Thumbnail product={product} size={72} />
      <div className="min-w-0 flex-1">
        <h3 className="font-display text-lg leading-snug font-semibold break-words">{product.name}</h3>
        <p className="mt-0.5 text-sm text-muted">
          {product.category} · <span className="tabular-nums text-ink">{priceOf(product)}</span>
        </p>
        <div className="mt-2">
          <StockBadge stock={product.stock} />
        </div>
      </div>
    </div>
  );
}

/** The catalog: a table on wide screens, cards on phones, each product with Edit and Delete. */
export function ProductList({ products, ...actions }: ProductActions & { products: ProductDto[] }) {
  return (
    <AdminList
      label="Products in the shop"
      testId="admin-product"
      items={products}
      columns={COLUMNS}
      card={(product) => <ProductCard product={product} />}
      actions={(product) => <RowActions product={product} {...actions} />}
    />
  );
}
