"use client";

import { buttonClass } from "@/components/ui/button-styles";

/** Opens the browser's print dialog (Ctrl+P does the same); the print CSS leaves only the slip on the sheet. */
export function PrintButton() {
  return (
    <button type="button" className={buttonClass({ size: "sm" })} onClick={() => window.print()}>
      Print
    </button>
  );
}
