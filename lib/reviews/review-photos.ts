import "server-only";
import { db } from "@/lib/db";

// The photos published reviews show, for lib/images/known-photos.ts: only these are served to anyone. A held review's
// photos wait for the maker, and a hidden one's stop being served (a photo may be what was private).

/** A short value that changes whenever a review is written, changed or deleted. */
export async function reviewPhotosVersion(): Promise<string> {
  const [row] = await db.$queryRaw<{ version: string }[]>`
    SELECT count(*)::text || ':' || coalesce(max(updated_at)::text, '') AS version FROM reviews`;
  return row?.version ?? "";
}

/** Every photo path a published review shows, each once. */
export async function reviewPhotoPaths(): Promise<string[]> {
  const rows = await db.$queryRaw<{ path: string }[]>`
    SELECT DISTINCT unnest(photos) AS path FROM reviews WHERE status = 'published'`;
  return rows.map((row) => row.path);
}
