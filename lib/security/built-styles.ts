import "server-only";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

let hashes: readonly string[] | undefined;

/**
 * The CSP hash of each stylesheet the build wrote. The pages carry their stylesheet inline (next.config.mjs,
 * `inlineCss`: on a phone the separate request cost a whole round trip before the first paint), and React writes
 * that `<style>` without the request's nonce, so the policy names the exact text it may hold. Read once per process:
 * the files change only with a new build, which starts a new process.
 */
export function builtStyleHashes(): readonly string[] {
  // Where the build (Turbopack) writes stylesheets, beside the scripts.
  hashes ??= styleHashesIn(path.join(process.cwd(), ".next", "static", "chunks"));
  return hashes;
}

/** The CSP source of each `.css` file in `folder`, by name; none when there is no such folder. */
export function styleHashesIn(folder: string): readonly string[] {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith(".css"));
  } catch {
    // No build here (a unit test, or `next dev`, whose policy allows inline styles anyway): nothing to allow.
    return [];
  }
  return names.sort().map(
    (name) =>
      `'sha256-${createHash("sha256")
        .update(readFileSync(path.join(folder, name)))
        .digest("base64")}'`,
  );
}
