import type { ReactNode } from "react";

type ScrollTableProps = {
  /** Read by screen readers as the table's name; the region is named by `label`, or by the caption. */
  caption: string;
  label?: string;
  /** The table's least width as a class (`min-w-[28rem]`): past it, the table scrolls instead of squeezing. */
  minWidthClass: string;
  testId?: string;
  className?: string;
  children: ReactNode;
};

/**
 * An admin table that scrolls sideways on a phone's 390 px: the frame is focusable so a keyboard can scroll it too,
 * and it is a named region so a screen reader announces what it holds.
 */
export function ScrollTable({ caption, label, minWidthClass, testId, className = "", children }: ScrollTableProps) {
  return (
    <div className={`overflow-x-auto ${className}`} tabIndex={0} role="region" aria-label={label ?? caption}>
      <table className={`w-full ${minWidthClass} text-left text-sm`} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
