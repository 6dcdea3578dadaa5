import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button-styles";

export const metadata: Metadata = {
  title: "Page not found",
};

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">Error 404</p>
      <h1 className="mt-4 font-display text-5xl font-semibold sm:text-6xl">Page not found</h1>
      <p className="mt-5 text-lg text-muted">
        This page has slipped off the workbench. It may have moved, or the piece you were looking for is no longer
        in the shop.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link
          href="/shop"
          className={buttonClass({ size: "lg" })}
        >
          Back to the shop
        </Link>
        <Link
          href="/"
          className={buttonClass({ variant: "outline", size: "lg" })}
        >
          Home
        </Link>
      </div>
    </section>
  );
}
