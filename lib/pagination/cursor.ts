import "server-only";
// The opaque cursor of a paged list. It names the last row of a page by its sort key (a time and an id), so
// the next page starts after it however many rows arrive meanwhile: a page never repeats or skips a row.
import { ValidationError } from "@/lib/errors";

export type CursorKey = { at: Date; id: string };

/** The cursor after this row (base64url of its time and id). */
export function encodeCursor({ at, id }: CursorKey): string {
  return Buffer.from(JSON.stringify([at.toISOString(), id])).toString("base64url");
}

/** The row a cursor names; 400 naming `cursor` for anything this shop did not write. */
export function decodeCursor(cursor: string): CursorKey {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && typeof value[0] === "string" && typeof value[1] === "string") {
      const at = new Date(value[0]);
      if (!Number.isNaN(at.getTime())) return { at, id: value[1] };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw new ValidationError("cursor: not a cursor this list gave out", [
    { path: "cursor", message: "Not a cursor this list gave out" },
  ]);
}
