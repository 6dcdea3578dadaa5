import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

// The layers of docs/architecture.md, checked over the import graph so the picture cannot drift from the code.

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE = /\.(ts|tsx|mts|mjs)$/;

function filesUnder(folder: string): string[] {
  const full = path.join(ROOT, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((name) => {
    const relative = path.join(folder, name);
    if (name === "generated" || name === "node_modules") return [];
    if (statSync(path.join(ROOT, relative)).isDirectory()) return filesUnder(relative);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [relative] : [];
  });
}

type Import = { from: string; to: string; typeOnly: boolean };

// `import … from "x"`, `export … from "x"`, `import "x"` and `import("x")`, with whether the import is types only.
const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^;"']*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The repository path an import specifier names, or the package name for a package. */
function resolve(from: string, specifier: string): string {
  if (specifier.startsWith("@/")) return specifier.slice(2);
  if (specifier.startsWith(".")) return path.join(path.dirname(from), specifier);
  return specifier;
}

function importsOf(file: string): Import[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  return [...text.matchAll(IMPORT)].map((match) => {
    const specifier = match[3] ?? match[4] ?? "";
    return { from: file, to: resolve(file, specifier), typeOnly: match[2] !== undefined };
  });
}

/** The source file an import resolves to inside the repository, if it is one. */
function sourceFile(target: string): string | undefined {
  return ["", ".ts", ".tsx", ".mjs", "/index.ts"].map((suffix) => `${target}${suffix}`).find((candidate) => {
    const full = path.join(ROOT, candidate);
    return existsSync(full) && statSync(full).isFile();
  });
}

function isServerOnly(file: string): boolean {
  return /^import "server-only";/m.test(readFileSync(path.join(ROOT, file), "utf8"));
}

const lib = filesUnder("lib");
const components = filesUnder("components");
const app = filesUnder("app");
const emails = filesUnder("emails");

function violations(files: string[], rule: (edge: Import) => boolean): string[] {
  return files.flatMap(importsOf).filter(rule).map((edge) => `${edge.from} → ${edge.to}`);
}

describe("the layers of docs/architecture.md", () => {
  test("the scan sees the tree (a broken scan must not pass every rule by finding nothing)", () => {
    expect(lib.length).toBeGreaterThan(100);
    expect(components.length).toBeGreaterThan(40);
    expect(importsOf("lib/http/route.ts").map((edge) => edge.to)).toContain("lib/http/to-response");
  });

  test("lib/ never imports app/ or components/: rules do not depend on pages or UI", () => {
    expect(violations(lib, (edge) => /^(app|components)\//.test(edge.to))).toEqual([]);
  });

  test("components/ never reach the database: no lib/db, no Prisma client", () => {
    expect(violations(components, (edge) => /^lib\/(db|db-client|db-errors)$|^lib\/generated\//.test(edge.to) && !edge.typeOnly)).toEqual([]);
  });

  test("client components import from lib/ only what may run in the browser: nothing marked server-only", () => {
    const clientComponents = [...components, ...app].filter((file) => /^["']use client["'];?/m.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(clientComponents.length).toBeGreaterThan(20);
    const reachesServer = (edge: Import) => {
      if (edge.typeOnly || !edge.to.startsWith("lib/")) return false;
      const file = sourceFile(edge.to);
      return file !== undefined && isServerOnly(file);
    };
    expect(violations(clientComponents, reachesServer)).toEqual([]);
  });

  test("every lib/ module is marked server-only or can run in a browser: an unmarked one imports nothing server-only and no Node built-in", () => {
    const unmarked = lib.filter((file) => !isServerOnly(file) && !file.endsWith(".mjs"));
    expect(unmarked.length).toBeGreaterThan(20);
    const serverSide = (edge: Import) => {
      if (edge.typeOnly) return false;
      if (edge.to.startsWith("node:") || edge.to === "server-only" || edge.to === "pg" || edge.to === "sharp") return true;
      const file = edge.to.startsWith("lib/") ? sourceFile(edge.to) : undefined;
      return file !== undefined && isServerOnly(file);
    };
    expect(violations(unmarked, serverSide)).toEqual([]);
  });

  test("emails/ are pure templates: they import no lib/ module that is server-only or reaches the database", () => {
    const impure = (edge: Import) => {
      if (edge.typeOnly || !edge.to.startsWith("lib/")) return false;
      const file = sourceFile(edge.to);
      return /^lib\/(db|db-client)$/.test(edge.to) || (file !== undefined && isServerOnly(file));
    };
    expect(violations(emails, impure)).toEqual([]);
  });

  test("only lib/env.ts reads the environment among app/, components/ and lib/ (the cache handler, loaded by Next itself, aside)", () => {
    const readers = [...app, ...components, ...lib].filter(
      (file) => file !== "lib/env.ts" && file !== "lib/catalog/page-cache-handler.mjs" && /process\.env\b/.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(readers).toEqual([]);
  });
});
