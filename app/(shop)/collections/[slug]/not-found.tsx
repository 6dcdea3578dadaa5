import Link from "next/link";
import { NotFoundFrame } from "@/components/layout/not-found-frame";
import { buttonClass } from "@/components/ui/button-styles";

/** /collections/{slug} for a slug no collection has (never had, or she renamed or deleted it). */
export default function CollectionNotFound() {
  return (
    <NotFoundFrame
      title="Collection not found"
      actions={
        <>
          <Link href="/collections" className={buttonClass({ size: "lg" })}>
            All collections
          </Link>
          <Link href="/shop" className={buttonClass({ size: "lg", variant: "outline" })}>
            Back to Shop
          </Link>
        </>
      }
    >
      There is no collection at this address: it may have been renamed, or the link has a typo.
    </NotFoundFrame>
  );
}
