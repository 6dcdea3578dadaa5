import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button-styles";

type SaveRowProps = {
  saving: boolean;
  /** What the button says when not saving (a screen reader's extra words may ride along). */
  children: ReactNode;
  /** The form's one error line: its id is what invalid fields point at (aria-errormessage). */
  errorId: string;
  error: string | undefined;
  className?: string;
};

/**
 * A settings form's last row: the save button (aria-disabled rather than disabled while saving, so the keyboard
 * focus stays on it) and the form's error line beside it.
 */
export function SaveRow({ saving, children, errorId, error, className = "" }: SaveRowProps) {
  return (
    <div className={`flex flex-wrap items-center gap-4 ${className}`}>
      <button
        type="submit"
        aria-disabled={saving || undefined}
        aria-busy={saving || undefined}
        className={buttonClass({ className: "aria-disabled:cursor-wait aria-disabled:opacity-60" })}
      >
        {saving ? "Saving…" : children}
      </button>
      <p id={errorId} role="alert" className="text-sm font-medium text-rose-deep">
        {error}
      </p>
    </div>
  );
}
