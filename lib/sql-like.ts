// Shared rule: text searched for with LIKE/ILIKE as itself. Every search that matches part of a column uses it, so a
// `%` or `_` typed in a search box never widens the match.

/** `value` as literal text inside a LIKE pattern: its own %, _ and \ match only themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}
