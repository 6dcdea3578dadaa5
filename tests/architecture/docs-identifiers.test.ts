import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ROOT } from "@/tests/support/import-graph";

// docs/architecture.md names files and code; a name that is not in the tree is a claim the code no longer keeps.
// Checked: every backticked path (it has a `/` or a source file's extension) and every backticked code name
// (camelCase, PascalCase with two humps, or a call such as `route()`). Plain words, SQL, URLs, environment
// variables and package names are not code names and are left alone.

const SKIPPED_FOLDERS = new Set(["node_modules", "generated", "test-results", "playwright-report", "coverage"]);
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const FILE_EXTENSION = /\.(ts|tsx|mts|mjs|js|json|prisma|md|css|sql|yml|yaml)$/;
const KEYWORDS = new Set(["import", "require", "typeof", "await"]);

/** Every file and folder of the repository (dot-folders, dependencies and generated code aside), as paths. */
function treeOf(folder = ""): { files: string[]; folders: string[] } {
  const files: string[] = [];
  const folders: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
    if (entry.name.startsWith(".") || SKIPPED_FOLDERS.has(entry.name)) continue;
    const relative = folder === "" ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      folders.push(relative);
      const inner = treeOf(relative);
      files.push(...inner.files);
      folders.push(...inner.folders);
    } else files.push(relative);
  }
  return { files, folders };
}

/** The names the source declares, imports by name, or uses as a property, a method or a Prisma field. */
function namesIn(sources: string[]): Set<string> {
  const names = new Set<string>();
  const patterns = [
    /\b(?:function\*?|const|let|var|type|interface|class|enum)\s+([A-Za-z_$][\w$]*)/g,
    /([A-Za-z_$][\w$]*)\??:\s/g,
    /^\s*(?:async\s+)?([A-Za-z_$][\w$]*)\s*(?:<[^>]*>)?\([^)]*\)\s*[:{]/gm,
    /^\s+([a-z]\w*)\s+[A-Z]\w*[?[\]]*(?:\s|$)/gm,
  ];
  for (const text of sources) {
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) names.add(match[1] ?? "");
    for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from/g)) {
      for (const part of (match[1] ?? "").split(","))
        names.add(
          part
            .replace(/^\s*type\s+/, "")
            .split(/\s+as\s+/)[0]
            ?.trim() ?? "",
        );
    }
  }
  return names;
}

type Tree = { files: string[]; folders: string[]; names: Set<string> };

/** A glob (`*`, `**`, `<placeholder>`) as a regular expression over repository paths. */
function globPattern(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  const pattern = escaped
    .replace(/<[^>/]+>/g, "[^/]+")
    .replace(/\*\*/g, "\u0000")
    .replace(/\*/g, "[^/]*")
    .replace(/\u0000/g, ".*");
  return new RegExp(`^${pattern}$`);
}

/**
 * Whether a cited path is in the tree: from the root, or (for a bare file name or a path without a root folder)
 * anywhere.
 */
function pathExists(cited: string, tree: Tree): boolean {
  const folderOnly = cited.endsWith("/");
  const target = cited.replace(/^@\//, "").replace(/\/$/, "");
  const candidates = folderOnly ? tree.folders : [...tree.files, ...tree.folders];
  const rootFolders = new Set(tree.folders.filter((folder) => !folder.includes("/")));
  const fromRoot = rootFolders.has(target.split("/")[0] ?? "");
  if (/[*<]/.test(target)) {
    // A glob without a root folder (`<name>.int.test.ts`) may match anywhere, as a bare file name does.
    const pattern = globPattern(target);
    const tailOf = (candidate: string) => candidate.split("/").slice(-target.split("/").length).join("/");
    return candidates.some((candidate) => pattern.test(candidate) || (!fromRoot && pattern.test(tailOf(candidate))));
  }
  // An import specifier (`@/lib/env`) names its module without the extension.
  const suffixes = cited.startsWith("@/") ? ["", ".ts", ".tsx", ".mjs", "/index.ts"] : [""];
  if (suffixes.some((suffix) => candidates.includes(`${target}${suffix}`))) return true;
  if (fromRoot) return false;
  return candidates.some((candidate) => candidate.endsWith(`/${target}`));
}

/** The code name a backticked span cites (`route()` → route, `RequestOf<typeof x>` → RequestOf), if it cites one. */
function codeName(span: string): string | undefined {
  const match = /^([A-Za-z_$][\w$]*)(\(.*\)|<.*>)?$/.exec(span);
  if (!match) return undefined;
  const name = match[1] ?? "";
  const called = match[2]?.startsWith("(") === true;
  if (called) return KEYWORDS.has(name) ? undefined : name;
  const camel = /^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/.test(name);
  const pascal = /^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*$/.test(name);
  return camel || pascal ? name : undefined;
}

/** Whether a backticked span is a path: no spaces, not a URL or a package, with a `/` or a file's extension. */
function isPath(span: string): boolean {
  if (/\s|:|…/.test(span) || span.startsWith("/") || span.startsWith(".")) return false;
  if (span.startsWith("@") && !span.startsWith("@/")) return false;
  return span.includes("/") || FILE_EXTENSION.test(span);
}

/** The backticked paths and code names of `markdown` (fenced blocks aside) that the tree does not hold. */
function missingCitations(markdown: string, tree: Tree): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, "");
  const missing = new Set<string>();
  for (const match of prose.matchAll(/`([^`\n]+)`/g)) {
    const span = (match[1] ?? "").trim();
    if (isPath(span)) {
      if (!pathExists(span, tree)) missing.add(span);
      continue;
    }
    const name = codeName(span);
    if (name !== undefined && !tree.names.has(name)) missing.add(span);
  }
  return [...missing].sort();
}

const { files, folders } = treeOf();
const sources = files.filter((file) => SOURCE.test(file) || file.endsWith(".prisma"));
const tree: Tree = {
  files,
  folders,
  names: namesIn(sources.map((file) => readFileSync(path.join(ROOT, file), "utf8"))),
};

describe("docs/architecture.md cites only what the tree holds", () => {
  test("the scan sees the tree and reads names and paths as meant", () => {
    expect(sources.length).toBeGreaterThan(300);
    expect(tree.names.has("route")).toBe(true);
    expect(codeName("route()")).toBe("route");
    expect(codeName("checkoutTotals")).toBe("checkoutTotals");
    expect(codeName("RequestOf<typeof schema>")).toBe("RequestOf");
    for (const word of ["pending", "Request", "NOTIFY", "AUTH_SECRET", "import()"])
      expect(codeName(word)).toBeUndefined();
    for (const span of ["/api/health", "@stripe/*", "order-refund:<row>", "/share/….jpg"])
      expect(isPath(span)).toBe(false);
  });

  test("a made-up path or name is caught, a real one passes", () => {
    const doc =
      "`lib/orders/no-such-file.ts`, `lib/nowhere/`, `findOrderByMoonPhase()`, `PaymentGatewayz`, `lib/http/route.ts`, `lib/<domain>/schemas.ts`, `app/api/**/route.ts`, `prune.ts`, `@/lib/env`, `route()`, `<name>.int.test.ts`, `<name>.moon.ts`";
    expect(missingCitations(doc, tree)).toEqual([
      "<name>.moon.ts",
      "PaymentGatewayz",
      "findOrderByMoonPhase()",
      "lib/nowhere/",
      "lib/orders/no-such-file.ts",
    ]);
  });

  test("every backticked path exists and every backticked code name is declared somewhere", () => {
    const architecture = readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
    expect(missingCitations(architecture, tree)).toEqual([]);
  });
});
