"use client";

import { useEffect } from "react";
import { buttonClass } from "@/components/ui/button-styles";

/**
 * What an account page shows when its data could not be read: its message (docs/pages.md, Account area) and a retry.
 */
export function AccountLoadError({ message, error, retry }: { message: string; error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div role="alert" className="rounded-sm border border-red-200 bg-red-50 px-6 py-10 text-center">
      <p className="text-lg font-semibold text-red-800">{message}</p>
      <button type="button" onClick={retry} className={buttonClass({ className: "mt-6" })}>
        Try again
      </button>
    </div>
  );
}
