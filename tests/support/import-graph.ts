import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// The import graph of the repository's source, read from the files as text: what
// tests/architecture/architecture.test.ts
// checks and what `npm run arch:graph` prints.

export const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE = /\.(ts|tsx|mts|mjs)$/;

/** Every source file under `folder` (generated code and dependencies aside), as repository paths. */
export function filesUnder(folder: string): string[] {
  const full = path.join(ROOT, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .sort()
    .flatMap((name) => {
      const relative = path.join(folder, name);
      if (name === "generated" || name === "node_modules") return [];
      if (statSync(path.join(ROOT, relative)).isDirectory()) return filesUnder(relative);
      return SOURCE.test(name) && !name.endsWith(".d.ts") ? [relative] : [];
    });
}

export function readSource(file: string): string {
  return readFileSync(path.join(ROOT, file), "utf8");
}

export type Import = { from: string; to: string; typeOnly: boolean };

// `import … from "x"`, `export … from "x"`, `import "x"` and `import("x")`, with whether the import is types only.
const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^;"']*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The repository path an import specifier names, or the package name for a package. */
function resolveSpecifier(from: string, specifier: string): string {
  if (specifier.startsWith("@/")) return specifier.slice(2);
  if (specifier.startsWith(".")) return path.join(path.dirname(from), specifier);
  return specifier;
}

export function importsOf(file: string): Import[] {
  return [...readSource(file).matchAll(IMPORT)].map((match) => {
    const specifier = match[3] ?? match[4] ?? "";
    return { from: file, to: resolveSpecifier(file, specifier), typeOnly: match[2] !== undefined };
  });
}

/** The source file an import resolves to inside the repository, if it is one. */
export function sourceFile(target: string): string | undefined {
  return ["", ".ts", ".tsx", ".mjs", "/index.ts"]
    .map((suffix) => `${target}${suffix}`)
    .find((candidate) => {
      const full = path.join(ROOT, candidate);
      return existsSync(full) && statSync(full).isFile();
    });
}

export function isServerOnly(file: string): boolean {
  return /^import "server-only";/m.test(readSource(file));
}

/**
 * The three kinds of lib/ module (docs/architecture.md, Layers): server code says `import "server-only"`; browser
 * code lives in lib/browser/; everything else is a shared rule, run by the server and the browser alike.
 */
export type ModuleKind = "server" | "browser" | "shared";

export function kindOf(file: string): ModuleKind {
  if (file.startsWith("lib/browser/")) return "browser";
  return isServerOnly(file) ? "server" : "shared";
}

/** The domain a lib/ file belongs to: its folder (`lib/catalog/…` → catalog), or the root module's own name. */
export function domainOf(file: string): string {
  const parts = file.split("/");
  return parts.length > 2 ? (parts[1] ?? file) : (parts[1] ?? file).replace(SOURCE, "");
}

/** Every edge between two repository source files among `files` (type-only ones included). */
export function fileEdges(files: readonly string[]): Import[] {
  return files.flatMap(importsOf).flatMap((edge) => {
    const target = sourceFile(edge.to);
    return target ? [{ ...edge, to: target }] : [];
  });
}

/** Which lib/ domains each domain imports (type-only imports included), with the files that make each edge. */
export function domainGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  const lib = filesUnder("lib");
  for (const file of lib) graph.set(domainOf(file), graph.get(domainOf(file)) ?? new Map<string, string[]>());
  for (const edge of fileEdges(lib)) {
    // The generated Prisma client is a dependency, like a package.
    if (!edge.to.startsWith("lib/") || edge.to.startsWith("lib/generated/")) continue;
    const from = domainOf(edge.from);
    const to = domainOf(edge.to);
    if (from === to) continue;
    const targets = graph.get(from) ?? new Map<string, string[]>();
    targets.set(to, [...(targets.get(to) ?? []), `${edge.from} → ${edge.to}`]);
    graph.set(from, targets);
  }
  return graph;
}

/** The strongly connected components of more than one node: each is a cycle (Tarjan's algorithm). */
export function cycles(nodes: readonly string[], next: (node: string) => readonly string[]): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next(node)) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}

/** The domains in layers: each layer imports only from the layers above it (null when there is a cycle). */
export function layers(graph: Map<string, Map<string, string[]>>): string[][] | null {
  const placed = new Set<string>();
  const result: string[][] = [];
  while (placed.size < graph.size) {
    const layer = [...graph.keys()].filter(
      (domain) => !placed.has(domain) && [...(graph.get(domain)?.keys() ?? [])].every((target) => placed.has(target)),
    );
    if (layer.length === 0) return null;
    layer.sort();
    for (const domain of layer) placed.add(domain);
    result.push(layer);
  }
  return result;
}

/** The domain graph as text: each domain with the domains it imports, lowest layer first. */
export function describeDomainGraph(): string {
  const graph = domainGraph();
  const order = layers(graph);
  if (order === null) {
    const found = cycles([...graph.keys()], (domain) => [...(graph.get(domain)?.keys() ?? [])]);
    return `lib/ has import cycles between domains:\n${found.map((cycle) => `  ${cycle.join(" ⇄ ")}`).join("\n")}`;
  }
  return order
    .map((layer, depth) =>
      [
        `layer ${depth}`,
        ...layer.map(
          (domain) =>
            `  ${domain} → ${[...(graph.get(domain)?.keys() ?? [])].sort().join(", ") || "(nothing in lib/)"}`,
        ),
      ].join("\n"),
    )
    .join("\n");
}
