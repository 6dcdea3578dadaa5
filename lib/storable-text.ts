// Browser-safe on purpose: the API's route wrapper refuses such text in every request (lib/http/route.ts), and the
// pages that read their URL themselves (/shop, /product/{id}) keep it from the database by the same rule.

// NUL, which Postgres refuses in any text, and a UTF-16 surrogate without its partner, which is no character at all
// and cannot be encoded as the UTF-8 the database stores (both answered 500 before this rule existed).
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether Postgres can store this text as it is. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** The text without the characters Postgres cannot store (a search term that keeps what was readable of it). */
export function withoutUnstorable(text: string): string {
  return text.replace(new RegExp(UNSTORABLE.source, "g"), "");
}

/**
 * The path ("shippingAddress.city", "items.0.name") of the first string, or object key, in a parsed JSON value,
 * query or path that Postgres could not store; null when there is none.
 */
export function unstorableTextPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return isStorableText(value) ? null : path.join(".");
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableTextPath(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, withoutUnstorable(key)].join(".");
    const found = unstorableTextPath(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
