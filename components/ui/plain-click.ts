import type { MouseEvent } from "react";

/**
 * A plain left click (or Enter) on a link, which the page may handle in place; a click with a modifier or another
 * button keeps the link's own behaviour (new tab, new window, download).
 */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
