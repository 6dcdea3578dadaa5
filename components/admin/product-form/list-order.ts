// Pure: moving one item of an ordered list (a piece's photos, its sizes), and the sentence that announces it.

/** The list with the item at `from` taken out and put back at `to` (clamped to the list); the same list otherwise. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.min(Math.max(to, 0), items.length - 1);
  if (from < 0 || from >= items.length || target === from) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

/** The photos in the order the piece shows them: the Image URL's first, then the others (never one twice). */
export function orderedPhotos(imageUrl: string, others: readonly string[]): string[] {
  const first = imageUrl.trim();
  return first ? [first, ...others.filter((photo) => photo !== first)] : [...others];
}

/** What a screen reader hears after a move: "Photo moved to position 1 of 3." */
export function movedAnnouncement(what: string, position: number, count: number): string {
  return `${what} moved to position ${position} of ${count}.`;
}
