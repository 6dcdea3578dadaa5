"use client";

import { buttonClass } from "@/components/ui/button-styles";
import { Toast } from "@/components/ui/toast";

/** How long the toast stays: time to reach View Bag, then it gets out of the way. */
const ADDED_TO_BAG_TOAST_MS = 5_000;

type AddedToBagToastProps = {
  open: boolean;
  /** Changes with every add, restarting the clock. */
  showId: number;
  /** What was added, e.g. "2 × Moonlit Strand". */
  summary: string;
  onViewBag: () => void;
  onContinue: () => void;
  onTimeout: () => void;
};

/** "Added to Bag" with View Bag and Continue Shopping (docs/pages.md, Product). */
export function AddedToBagToast({ open, showId, summary, onViewBag, onContinue, onTimeout }: AddedToBagToastProps) {
  return (
    <Toast open={open} showId={showId} onTimeout={onTimeout} durationMs={ADDED_TO_BAG_TOAST_MS}>
      <p className="font-display text-2xl font-semibold">Added to Bag</p>
      <p className="mt-1 text-sm text-muted">{summary}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" onClick={onViewBag} className={buttonClass({ size: "sm" })}>
          View Bag
        </button>
        <button type="button" onClick={onContinue} className={buttonClass({ variant: "outline", size: "sm" })}>
          Continue Shopping
        </button>
      </div>
    </Toast>
  );
}
