import Link from "next/link";
import { NotFoundFrame } from "@/components/layout/not-found-frame";
import { buttonClass } from "@/components/ui/button-styles";

/**
 * /product/{id} for a piece that never existed or has been taken out of the shop: deleted pieces answer as missing
 * ones.
 */
export default function ProductNotFound() {
  return (
    <NotFoundFrame
      title="Product not found"
      actions={
        <Link href="/shop" className={buttonClass({ size: "lg" })}>
          Back to Shop
        </Link>
      }
    >
      This piece is no longer in the shop: it may have found its owner, or the link has a typo.
    </NotFoundFrame>
  );
}
