import Link from "next/link";
import { buttonClass } from "@/components/ui/button-styles";

/** /product/{id} for a piece that never existed or has been taken out of the shop: deleted pieces answer as missing ones. */
export default function ProductNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">Error 404</p>
      <h1 className="mt-4 font-display text-5xl font-semibold sm:text-6xl">Product not found</h1>
      <p className="mt-5 text-lg text-muted">
        This piece is no longer in the shop: it may have found its owner, or the link has a typo.
      </p>
      <Link
        href="/shop"
        className={buttonClass({ size: "lg", className: "mt-10" })}
      >
        Back to Shop
      </Link>
    </section>
  );
}
