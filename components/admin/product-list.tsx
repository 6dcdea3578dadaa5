import Image from "next/image";
import type { MouseEvent } from "react";
import { StockBadge } from "@/components/admin/stock-badge";
import type { ProductDto } from "@/lib/catalog/dto";
import { formatDollars } from "@/lib/pricing/money";

type ProductActions = {
  onEdit: (product: ProductDto, event: MouseEvent<HTMLButtonElement>) => void;
  onDelete: (product: ProductDto) => void;
  /** The product whose deletion is under way: its buttons do nothing until it is done. */
  deletingId: string | null;
};

type ListProps = ProductActions & { products: ProductDto[] };

const actionClass =
  "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors aria-disabled:cursor-wait aria-disabled:opacity-60";
const editClass = `${actionClass} border-ink text-ink hover:bg-ink hover:text-ivory`;
const deleteClass = `${actionClass} border-rose/40 text-rose-deep hover:border-rose-deep hover:bg-rose-deep hover:text-ivory`;

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
        className={editClass}
        onClick={(event) => onEdit(product, event)}
        aria-disabled={deleting || undefined}
      >
        Edit<span className="sr-only"> {product.name}</span>
      </button>
      <button
        type="button"
        className={deleteClass}
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

const priceOf = (product: ProductDto) => formatDollars(product.price);

/** The catalogue as a table, for screens wide enough to show its columns. */
export function ProductTable({ products, ...actions }: ListProps) {
  return (
    <div className="hidden overflow-hidden rounded-sm border border-line bg-white/60 md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Products in the shop</caption>
        <thead className="border-b border-line bg-sand text-xs tracking-wider text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Image</span>
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">Name</th>
            <th scope="col" className="px-4 py-3 font-semibold">Category</th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">Price</th>
            <th scope="col" className="px-4 py-3 font-semibold">Stock</th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {products.map((product) => (
            <tr key={product.id} data-testid="admin-product">
              <td className="px-4 py-3">
                <Thumbnail product={product} size={56} />
              </td>
              <th scope="row" className="px-4 py-3 font-display text-lg leading-snug font-semibold">
                {product.name}
              </th>
              <td className="px-4 py-3 text-muted">{product.category}</td>
              <td className="px-4 py-3 text-right tabular-nums">{priceOf(product)}</td>
              <td className="px-4 py-3">
                <StockBadge stock={product.stock} />
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end">
                  <RowActions product={product} {...actions} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same catalogue as cards on phones, where six columns would not fit. */
export function ProductCards({ products, ...actions }: ListProps) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Products in the shop">
      {products.map((product) => (
        <li key={product.id} data-testid="admin-product" className="rounded-sm border border-line bg-white/60 p-4">
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
          <div className="mt-4 border-t border-line pt-3">
            <RowActions product={product} {...actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
