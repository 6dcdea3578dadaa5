import Link from "next/link";
import { ADMIN_ACTION_CLASS } from "@/components/admin/admin-list";
import type { ProductActions } from "@/components/admin/catalogue/use-product-actions";
import type { ProductDto } from "@/lib/catalog/dto";
import { productHref } from "@/lib/catalog/product-href";

/** The admin's preview of a piece's page, drafts included (app/admin/products/[id]/preview). */
export function previewHref(id: string): string {
  return `/admin/products/${encodeURIComponent(id)}/preview`;
}

/**
 * A row's buttons: Edit, Duplicate, the piece's page (Preview for a draft, View for a published piece) and Delete.
 * While
 * the piece is being copied or deleted its buttons say so and do nothing.
 */
export function ProductRowActions({ product, actions }: { product: ProductDto; actions: ProductActions }) {
  const busy = actions.busyId === product.id;
  // aria-disabled rather than disabled while busy: a disabled button would drop the keyboard focus.
  const state = { "aria-disabled": busy || undefined, "aria-busy": busy || undefined };
  return (
    <div className="flex flex-wrap gap-2 md:max-w-60 md:justify-end">
      <button
        type="button"
        className={ADMIN_ACTION_CLASS.forward}
        onClick={(event) => actions.open({ mode: "edit", product }, event.currentTarget)}
        {...state}
      >
        Edit<span className="sr-only"> {product.name}</span>
      </button>
      <button
        type="button"
        className={ADMIN_ACTION_CLASS.forward}
        onClick={(event) => void actions.duplicate(product, event.currentTarget)}
        {...state}
      >
        Duplicate<span className="sr-only"> {product.name}</span>
      </button>
      {product.published ? (
        <Link href={productHref(product.id)} prefetch={false} className={ADMIN_ACTION_CLASS.forward}>
          View<span className="sr-only"> {product.name} in the shop</span>
        </Link>
      ) : (
        <Link href={previewHref(product.id)} prefetch={false} className={ADMIN_ACTION_CLASS.forward}>
          Preview<span className="sr-only"> {product.name}</span>
        </Link>
      )}
      <button
        type="button"
        className={ADMIN_ACTION_CLASS.destructive}
        onClick={() => void actions.remove(product)}
        {...state}
      >
        Delete<span className="sr-only"> {product.name}</span>
      </button>
    </div>
  );
}
