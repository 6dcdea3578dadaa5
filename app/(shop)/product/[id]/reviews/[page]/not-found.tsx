import Link from "next/link";
import { NotFoundFrame } from "@/components/layout/not-found-frame";
import { buttonClass } from "@/components/ui/button-styles";

/** /product/{id}/reviews/{n} past the last page of reviews, or of a piece the shop does not show. */
export default function ReviewsPageNotFound() {
  return (
    <NotFoundFrame
      title="No such page of reviews"
      actions={
        <Link href="/shop" className={buttonClass({ size: "lg" })}>
          Back to Shop
        </Link>
      }
    >
      This piece has fewer reviews than that, or it is no longer in the shop.
    </NotFoundFrame>
  );
}
