"use client";

import { useEffect } from "react";
import { buttonClass } from "@/components/ui/button-styles";

type ShopErrorProps = { error: unknown; retry: () => void };

/** The message's {reason}: a server error's own text is withheld in production, so it is described instead. */
function failureReason(error: unknown): string {
  const fromServer = error instanceof Error && "digest" in error && typeof error.digest === "string";
  if (!fromServer && error instanceof Error && error.message) return error.message;
  return "the shop could not reach its catalogue. Please try again in a moment.";
}

/** /shop when the products could not be read: 'Failed to load products: {reason}' (docs/pages.md) and a retry. */
export default function ShopError({ error, retry }: ShopErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div role="alert" className="rounded-sm border border-line bg-sand/60 px-6 py-16 text-center">
      <h2 className="font-display text-3xl font-semibold">We could not show the collection</h2>
      <p className="mx-auto mt-3 max-w-lg text-muted">{`Failed to load products: ${failureReason(error)}`}</p>
      <button type="button" onClick={retry} className={buttonClass({ size: "lg", className: "mt-8" })}>
        Try again
      </button>
    </div>
  );
}
