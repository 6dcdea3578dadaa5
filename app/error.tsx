"use client";

import Link from "next/link";
import { useEffect } from "react";
import { buttonClass } from "@/components/ui/button-styles";

type ErrorPageProps = {
  error: unknown;
  /** Re-fetches and re-renders the failed segment (Next.js 16.4; `reset` would not re-fetch). */
  retry: () => void;
};

export default function ErrorPage({ error, retry }: ErrorPageProps) {
  useEffect(() => {
    // Production builds hide the message; the digest matches the server log line.
    console.error(error);
  }, [error]);

  const digest =
    error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : undefined;

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <h1 className="font-display text-5xl font-semibold sm:text-6xl">Something went wrong</h1>
      <p className="mt-5 text-lg text-muted">
        We could not load this page just now. Please try again in a moment; if it keeps happening, let us know.
      </p>
      {digest ? <p className="mt-3 text-xs text-muted">Reference: {digest}</p> : null}
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className={buttonClass({ size: "lg" })}>
          Try again
        </button>
        <Link href="/contact" className={buttonClass({ variant: "outline", size: "lg" })}>
          Contact us
        </Link>
      </div>
    </section>
  );
}
