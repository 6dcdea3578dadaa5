import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Every page and endpoint of the app, read from the files under app/, and the query parameters each one reads, read
// from its code: what e2e/property-names.spec.ts sends its names to, so that a new page, endpoint or parameter is
// covered without anyone listing it (and a way of reading a query the scan does not know fails that test).

export const ROOT = path.resolve(import.meta.dirname, "../..");

export type RouteFile = {
  /** The file under app/, e.g. "app/(shop)/orders/lookup/page.tsx". */
  file: string;
  /** The address's segments, a dynamic one as "[id]" or "[...path]" (a route group's "(name)" is left out). */
  segments: string[];
  kind: "page" | "endpoint";
  methods: string[];
};

const METADATA_ROUTES = new Map([
  ["sitemap.ts", "sitemap.xml"],
  ["robots.ts", "robots.txt"],
]);

/** Every page.tsx, route.ts and metadata route under app/. */
export function routeFiles(folder = "app", segments: string[] = []): RouteFile[] {
  const found: RouteFile[] = [];
  for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory())
      found.push(...routeFiles(file, /^\(.+\)$/.test(entry.name) ? segments : [...segments, entry.name]));
    else if (entry.name === "page.tsx") found.push({ file, segments, kind: "page", methods: ["GET"] });
    else if (entry.name === "route.ts")
      found.push({ file, segments, kind: "endpoint", methods: exportedMethods(file) });
    else if (folder === "app" && METADATA_ROUTES.has(entry.name))
      found.push({ file, segments: [METADATA_ROUTES.get(entry.name) ?? ""], kind: "endpoint", methods: ["GET"] });
  }
  return found;
}

function exportedMethods(file: string): string[] {
  const methods = [
    ...source(file).matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g),
  ].map((match) => match[1] ?? "");
  if (methods.length === 0) throw new Error(`${file} exports no method the scan can see`);
  return methods;
}

const sources = new Map<string, string>();

function source(file: string): string {
  let text = sources.get(file);
  if (text === undefined) {
    text = readFileSync(path.join(ROOT, file), "utf8");
    sources.set(file, text);
  }
  return text;
}

/** The files a module imports (statically or lazily) from components/ and app/, where pages' browser code lives. */
function importsOf(file: string): string[] {
  const specifiers = [...source(file).matchAll(/(?:from\s+|import\(\s*)["']([^"']+)["']/g)].map(
    (match) => match[1] ?? "",
  );
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith("@/")
      ? specifier.slice(2)
      : specifier.startsWith(".")
        ? path.join(path.dirname(file), specifier)
        : null;
    if (base === null || !/^(components|app)\//.test(base)) return [];
    const resolved = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
      .map((suffix) => `${base}${suffix}`)
      .find((candidate) => existsSync(path.join(ROOT, candidate)) && /\.tsx?$/.test(candidate));
    return resolved ? [resolved] : [];
  });
}

/**
 * The functions that read a query through a `get(name)` they are handed (lib/catalog/shop-query.ts…), with the names
 * each reads.
 */
function queryReaders(): Map<string, string[]> {
  const readers = new Map<string, string[]>();
  for (const file of ["lib", "components"].flatMap((folder) => filesUnder(folder))) {
    for (const match of source(file).matchAll(/export function (\w+)\(get: [^{]*\{([\s\S]*?)\n\}/g)) {
      readers.set(
        match[1] ?? "",
        [...(match[2] ?? "").matchAll(/\bget\("([^"]+)"\)/g)].map((name) => name[1] ?? ""),
      );
    }
  }
  return readers;
}

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes("generated"))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

let readers: Map<string, string[]> | undefined;

/** The names a file reads through the readers it calls. */
function readerNames(text: string): string[] {
  readers ??= queryReaders();
  return [...readers].filter(([name]) => new RegExp(`\\b${name}\\(`).test(text)).flatMap(([, names]) => names);
}

/**
 * The query parameters a page's server code reads from its `searchParams`, and the schemas it parses them with (their
 * keys are the caller's to find); throws when the file reads its query in a way this scan does not know.
 */
function serverReads(file: string): { names: string[]; schemas: string[] } {
  const text = source(file);
  if (!/\bsearchParams\b/.test(text)) return { names: [], schemas: [] };
  const names = [
    ...[...text.matchAll(/const \{([^}]*)\} = await searchParams/g)].flatMap((match) =>
      (match[1] ?? "").split(",").map((part) => part.split(/[:=]/)[0]?.trim() ?? ""),
    ),
    ...[...text.matchAll(/\(await searchParams\)\.(\w+)/g)].map((match) => match[1] ?? ""),
    ...[...text.matchAll(/const (\w+) = await searchParams;/g)].flatMap((alias) =>
      [...text.matchAll(new RegExp(`\\b${alias[1] ?? ""}\\.(\\w+)\\b(?!\\()`, "g"))].map((match) => match[1] ?? ""),
    ),
    ...readerNames(text),
  ].filter(Boolean);
  const schemas = [...text.matchAll(/(\w+)\.safeParse\(await searchParams\)/g)].map((match) => match[1] ?? "");
  if (names.length + schemas.length === 0)
    throw new Error(`${file} reads searchParams in a way the scan cannot see: teach e2e/helpers/route-files.ts`);
  return { names, schemas };
}

/**
 * The query parameters browser code reads through useSearchParams(); throws when it reads them out of the scan's sight.
 */
function browserReads(file: string): string[] {
  const text = source(file);
  const bindings = [...text.matchAll(/const (\w+) = useSearchParams\(\)/g)].map((match) => match[1] ?? "");
  if (bindings.length === 0) return [];
  const names = [
    ...bindings.flatMap((binding) =>
      [...text.matchAll(new RegExp(`\\b${binding}\\.get\\("([^"]+)"\\)`, "g"))].map((match) => match[1] ?? ""),
    ),
    ...readerNames(text),
  ];
  if (names.length === 0)
    throw new Error(`${file} reads useSearchParams() in a way the scan cannot see: teach e2e/helpers/route-files.ts`);
  return names;
}

/** The layouts and templates a page renders inside, from app/ down to its folder. */
function framesOf(route: RouteFile): string[] {
  const folders = path.dirname(route.file).split("/");
  return folders
    .flatMap((_, i) => ["layout.tsx", "template.tsx"].map((name) => `${folders.slice(0, i + 1).join("/")}/${name}`))
    .filter((file) => existsSync(path.join(ROOT, file)));
}

/** What a route file reads from the query: parameter names, and the names of the zod schemas that read the rest. */
export function queryReadsOf(route: RouteFile): { names: string[]; schemas: string[] } {
  if (route.kind === "endpoint") {
    const text = source(route.file);
    if (/\bsearchParams\b/.test(text))
      throw new Error(`${route.file} reads searchParams itself: teach e2e/helpers/route-files.ts`);
    return { names: [], schemas: [...text.matchAll(/\bquery: (\w+)/g)].map((match) => match[1] ?? "") };
  }
  const server = serverReads(route.file);
  const reached = new Set<string>();
  const queue = [route.file, ...framesOf(route)];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (reached.has(file)) continue;
    reached.add(file);
    queue.push(...importsOf(file));
  }
  return { names: [...server.names, ...[...reached].flatMap(browserReads)], schemas: server.schemas };
}
