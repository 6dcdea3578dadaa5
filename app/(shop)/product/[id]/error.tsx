"use client";

import Link from "next/link";
import { useEffect } from "react";
import { buttonClass } from "@/components/ui/button-styles";

/** /product/{id} when the product could not be read (docs/pages.md): the message, a retry and the way back. */
export default function ProductError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section role="alert" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <h1 className="font-display text-5xl font-semibold sm:text-6xl">Failed to load product details.</h1>
      <p className="mt-5 text-lg text-muted">The workbench did not answer just now. Please try again in a moment.</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className={buttonClass({ variant: "outline", size: "lg" })}>
          Try again
        </button>
        <Link href="/shop" className={buttonClass({ size: "lg" })}>
          Back to Shop
        </Link>
      </div>
    </section>
  );
}
