import path from "node:path";

/** The repository root, whatever the working directory. */
export const ROOT = path.resolve(import.meta.dirname, "../..");
/**
 * Local state of `npm start`: the embedded cluster, generated secrets, uploads (ATELIER_DATA_DIR, else .data/). Never
 * committed.
 */
export const DATA_DIR = path.resolve(process.env.ATELIER_DATA_DIR?.trim() || path.join(ROOT, ".data"));
export const POSTGRES_DIR = path.join(DATA_DIR, "postgres");
export const EMBEDDED_DATABASE = "atelier";
/** The embedded cluster's usual port; another is chosen when it is taken. */
export const EMBEDDED_PORT = 54329;

/** A path relative to the working directory when it lies inside it, absolute otherwise: short, never puzzling. */
export function shortPath(target: string): string {
  const relative = path.relative(process.cwd(), target);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : target;
}
