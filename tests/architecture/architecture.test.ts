import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  cycles,
  domainGraph,
  domainOf,
  fileEdges,
  filesUnder,
  importsOf,
  isServerOnly,
  kindOf,
  readSource,
  ROOT,
  sourceFile,
  type Import,
} from "@/tests/support/import-graph";

// The picture docs/architecture.md paints, checked over the import graph and the tree so it cannot drift from the
// code. `npm run arch:graph` prints the domain graph this checks.

const lib = filesUnder("lib");
const components = filesUnder("components");
const app = filesUnder("app");
const emails = filesUnder("emails");
const architecture = readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");

function violations(files: string[], rule: (edge: Import) => boolean): string[] {
  return files
    .flatMap(importsOf)
    .filter(rule)
    .map((edge) => `${edge.from} → ${edge.to}`);
}

/** The code of a file without its comments and string literals: what it does, not what it says. */
function codeOf(file: string): string {
  return readSource(file)
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1")
    .replace(/`(?:\\[\s\S]|[^`\\])*`|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g, '""');
}

function targetKind(edge: Import): ReturnType<typeof kindOf> | "package" {
  if (!edge.to.startsWith("lib/")) return "package";
  const file = sourceFile(edge.to);
  return file === undefined ? "package" : kindOf(file);
}

describe("the layers of docs/architecture.md", () => {
  test("the scan sees the tree (a broken scan must not pass every rule by finding nothing)", () => {
    expect(lib.length).toBeGreaterThan(100);
    expect(components.length).toBeGreaterThan(40);
    expect(importsOf("lib/http/route.ts").map((edge) => edge.to)).toContain("lib/http/to-response");
    expect(kindOf("lib/db.ts")).toBe("server");
    expect(kindOf("lib/browser/api-client.ts")).toBe("browser");
    expect(kindOf("lib/pricing/money.ts")).toBe("shared");
  });

  test("lib/ never imports app/ or components/: rules do not depend on pages or UI", () => {
    expect(violations(lib, (edge) => /^(app|components)\//.test(edge.to))).toEqual([]);
  });

  test("components/ never reach the database: no lib/db, no Prisma client", () => {
    expect(
      violations(
        components,
        (edge) => /^lib\/(db|db-client|db-errors)$|^lib\/generated\//.test(edge.to) && !edge.typeOnly,
      ),
    ).toEqual([]);
  });

  test("client components import from lib/ only what may run in the browser: nothing marked server-only", () => {
    const clientComponents = [...components, ...app].filter((file) => /^["']use client["'];?/m.test(readSource(file)));
    expect(clientComponents.length).toBeGreaterThan(20);
    expect(violations(clientComponents, (edge) => !edge.typeOnly && targetKind(edge) === "server")).toEqual([]);
  });

  test("emails/ are pure templates: they import no lib/ module that is server-only or reaches the database", () => {
    const impure = (edge: Import) =>
      !edge.typeOnly && (/^lib\/(db|db-client)$/.test(edge.to) || targetKind(edge) === "server");
    expect(violations(emails, impure)).toEqual([]);
  });

  test("only lib/env.ts reads the environment among app/, components/ and lib/ (the cache handler, loaded by Next itself, aside)", () => {
    const readers = [...app, ...components, ...lib].filter(
      (file) =>
        file !== "lib/env.ts" &&
        file !== "lib/catalog/page-cache-handler.mjs" &&
        /process\.env\b/.test(readSource(file)),
    );
    expect(readers).toEqual([]);
  });
});

describe("lib/ is a directed graph of domains", () => {
  test("no cycle between domains, type-only imports included (npm run arch:graph prints the graph)", () => {
    const graph = domainGraph();
    expect(graph.size).toBeGreaterThan(15);
    expect(cycles([...graph.keys()], (domain) => [...(graph.get(domain)?.keys() ?? [])])).toEqual([]);
  });

  test("no cycle between files anywhere in lib/, components/, app/ and emails/, type-only imports included", () => {
    const files = [...lib, ...components, ...app, ...emails];
    const next = new Map<string, string[]>();
    for (const edge of fileEdges(files)) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
    expect(cycles(files, (file) => next.get(file) ?? [])).toEqual([]);
  });

  test("the cycle check finds a cycle when there is one", () => {
    const edges: Record<string, string[]> = { a: ["b"], b: ["c"], c: ["a"], d: ["a"] };
    expect(cycles(Object.keys(edges), (node) => edges[node] ?? [])).toEqual([["a", "b", "c"]]);
  });
});

describe("three kinds of lib/ module: server-only, shared rules, browser code in lib/browser/", () => {
  const nodeBuiltin = (edge: Import) =>
    edge.to.startsWith("node:") || ["server-only", "pg", "sharp", "stripe", "nodemailer"].includes(edge.to);

  test("a shared rule (no marker, outside lib/browser) imports nothing server-only, no browser code and no Node built-in", () => {
    const shared = lib.filter((file) => kindOf(file) === "shared" && !file.endsWith(".mjs"));
    expect(shared.length).toBeGreaterThan(20);
    const rule = (edge: Import) =>
      !edge.typeOnly && (nodeBuiltin(edge) || targetKind(edge) === "server" || targetKind(edge) === "browser");
    expect(violations(shared, rule)).toEqual([]);
  });

  test("browser code is never marked server-only and imports nothing server-only at run time (types are free)", () => {
    const browser = lib.filter((file) => kindOf(file) === "browser");
    expect(browser.length).toBeGreaterThan(8);
    expect(browser.filter(isServerOnly)).toEqual([]);
    expect(
      violations(browser, (edge) => !edge.typeOnly && (nodeBuiltin(edge) || targetKind(edge) === "server")),
    ).toEqual([]);
  });

  test("server code never imports browser code", () => {
    const server = lib.filter((file) => kindOf(file) === "server");
    expect(violations(server, (edge) => targetKind(edge) === "browser")).toEqual([]);
  });

  test("browser APIs (window, document, storage, fetch, navigator) are used in lib/ only by lib/browser/", () => {
    const browserApi = /\b(window|document|navigator)\.|\b(localStorage|sessionStorage)\b|(^|[^.\w])fetch\(/;
    const outside = lib.filter((file) => kindOf(file) !== "browser" && browserApi.test(codeOf(file)));
    expect(outside).toEqual([]);
    // The rule sees what it looks for.
    expect(browserApi.test(codeOf("lib/browser/api-client.ts"))).toBe(true);
  });

  test("components and pages call the API only through lib/browser's typed calls: no fetch, no storage, no api-client", () => {
    const direct = [...components, ...app].filter((file) =>
      /(^|[^.\w])fetch\(|\b(localStorage|sessionStorage)\b|document\.cookie/.test(codeOf(file)),
    );
    expect(direct).toEqual([]);
    const viaClient = violations(
      [...components, ...app, ...lib.filter((file) => !/^lib\/browser\/\w+-api\.ts$/.test(file))],
      (edge) =>
        edge.to === "lib/browser/api-client" && !edge.typeOnly && !["lib/browser/api-client.ts"].includes(edge.from),
    );
    expect(viaClient).toEqual([]);
  });

  // 200 lines as Prettier writes them at 120 columns: the same code ran to about 150 lines before the formatter broke
  // its long calls and JSX attributes one per line.
  test("no component module is longer than 200 lines: a longer one is split by what it does (a step, a field group, a hook)", () => {
    const long = components.filter((file) => readSource(file).split("\n").length > 201);
    expect(long).toEqual([]);
  });

  test("rules live in lib/, not in components/: no component module defines a zod schema", () => {
    expect(violations(components, (edge) => edge.to === "zod" && !edge.typeOnly)).toEqual([]);
  });
});

/** The rows of the markdown table under `heading` (its first column's code spans, and the whole row). */
function tableUnder(markdown: string, heading: string): { names: string[]; cells: string[] }[] {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) return [];
  const rest = markdown.slice(start + heading.length + 2);
  const lines = rest.split("\n");
  const first = lines.findIndex((line) => line.startsWith("|"));
  const rows: { names: string[]; cells: string[] }[] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith("|")) break;
    const cells = line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
    rows.push({ names: [...(cells[0] ?? "").matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ""), cells });
  }
  return rows;
}

const domainRows = tableUnder(architecture, "## Domains and their tables");

/** The tables each documented module owns, by the module's domain name. */
function ownedTables(): Map<string, Set<string>> {
  const owned = new Map<string, Set<string>>();
  for (const row of domainRows) {
    const tables = [...(row.cells[1] ?? "").matchAll(/`([a-z_]+)(?:\.[a-z_]+)?`/g)].map((match) => match[1] ?? "");
    for (const name of row.names) owned.set(domainOf(name.replace(/\/$/, "")), new Set(tables));
  }
  return owned;
}

/** Prisma model name (as the client spells it) → table name, from schema.prisma. */
function modelTables(): Map<string, string> {
  const schema = readFileSync(path.join(ROOT, "prisma/schema.prisma"), "utf8");
  const map = new Map<string, string>();
  for (const match of schema.matchAll(/^model (\w+) \{[\s\S]*?@@map\("(\w+)"\)/gm)) {
    const model = match[1] ?? "";
    map.set(model.charAt(0).toLowerCase() + model.slice(1), match[2] ?? "");
  }
  return map;
}

/**
 * The tables `code` reaches by itself: queries through the Prisma client (`db.product.findMany(…)`), and raw SQL that
 * writes a table or locks its rows. A read may join another domain's table in the same statement (a claim, a cart
 * priced from its products): one statement sees both as they are, where two calls would race.
 */
function tableAccesses(code: string, models: Map<string, string>): { table: string; text: string; read: boolean }[] {
  const found: { table: string; text: string; read: boolean }[] = [];
  for (const match of code.matchAll(
    /\b\w+\.(\w+)\.(find\w*|create\w*|update\w*|delete\w*|upsert|count|aggregate|groupBy)\(/g,
  )) {
    const table = models.get(match[1] ?? "");
    if (table) found.push({ table, text: match[0], read: /^(find|count|aggregate|groupBy)/.test(match[2] ?? "") });
  }
  const tables = new Set(models.values());
  for (const match of code.matchAll(
    /\b(?:UPDATE|INSERT INTO|DELETE FROM)\s+"?(\w+)|SELECT\s[^;`]*?\sFROM\s+"?(\w+)"?[^;`]*?\sFOR (?:UPDATE|NO KEY UPDATE|SHARE|KEY SHARE)/g,
  )) {
    const table = match[1] ?? match[2] ?? "";
    if (tables.has(table)) found.push({ table, text: `${match[0].slice(0, 60)}…`, read: false });
  }
  return found;
}

/**
 * Domains of read-only reports, which may read any table (the books read orders, their lines and refunds together);
 * writes and row locks keep one owner, here as everywhere (docs/architecture.md, Domains and their tables).
 */
const READ_ANY_TABLE = new Set(["reports"]);

describe("docs/architecture.md says what the tree holds", () => {
  test("the domain table names every lib/ domain and every root module, and nothing that is not there", () => {
    const named = new Set(domainRows.flatMap((row) => row.names).map((name) => name.replace(/\/$/, "")));
    expect(named.size).toBeGreaterThan(15);
    const entries = readdirSync(path.join(ROOT, "lib"), { withFileTypes: true })
      .filter(
        (entry) =>
          entry.name !== "generated" &&
          (entry.isDirectory() || /\.(ts|mjs)$/.test(entry.name)) &&
          !entry.name.endsWith(".d.ts"),
      )
      .map((entry) => `lib/${entry.name}`);
    expect(entries.filter((entry) => !named.has(entry)).sort()).toEqual([]);
    expect([...named].filter((name) => !existsSync(path.join(ROOT, name))).sort()).toEqual([]);
  });

  test("every file path the architecture page cites exists", () => {
    const cited = [
      ...architecture.matchAll(
        /`((?:lib|app|components|emails|scripts|tests|e2e|bench|proof|prisma|docs)\/[\w./\-[\]()]+)`/g,
      ),
    ].map((match) => match[1] ?? "");
    expect(cited.length).toBeGreaterThan(30);
    expect(cited.filter((file) => !existsSync(path.join(ROOT, file.replace(/\/$/, "")))).sort()).toEqual([]);
  });

  test("every link to a heading in the docs and the README lands on a heading that exists", () => {
    const pages = [
      "README.md",
      ...readdirSync(path.join(ROOT, "docs"))
        .filter((name) => name.endsWith(".md"))
        .map((name) => `docs/${name}`),
    ];
    const slug = (heading: string) =>
      heading
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\- ]/gu, "")
        .replace(/ /g, "-");
    const anchorsOf = (page: string) => {
      const text = readFileSync(path.join(ROOT, page), "utf8").replace(/```[\s\S]*?```/g, "");
      return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1] ?? "")));
    };
    const broken: string[] = [];
    for (const page of pages) {
      const text = readFileSync(path.join(ROOT, page), "utf8");
      for (const match of text.matchAll(/\]\(([\w./-]*\.md)?#([\w-]+)\)/g)) {
        const target = match[1] ? path.normalize(path.join(path.dirname(page), match[1])) : page;
        if (!existsSync(path.join(ROOT, target)) || !anchorsOf(target).has(match[2] ?? ""))
          broken.push(`${page} → ${match[1] ?? ""}#${match[2] ?? ""}`);
      }
    }
    expect(broken).toEqual([]);
  });

  test("one owner per table: a domain queries and writes its own tables only, and locks only its own rows", () => {
    const owned = ownedTables();
    const models = modelTables();
    expect(models.size).toBeGreaterThan(10);
    // Every table has an owner in the page's table.
    const unowned = [...models.values()].filter((table) => ![...owned.values()].some((tables) => tables.has(table)));
    expect(unowned).toEqual([]);
    // The scan sees what it looks for.
    const sample =
      "await tx.cartItem.deleteMany({}); await db.$queryRaw`SELECT id FROM users WHERE id = 1 FOR UPDATE`; UPDATE orders SET";
    expect(tableAccesses(sample, models).map((access) => access.table)).toEqual(["cart_items", "users", "orders"]);
    const breaches: string[] = [];
    let seen = 0;
    for (const file of lib) {
      const mine = owned.get(domainOf(file)) ?? new Set<string>();
      for (const access of tableAccesses(readSource(file), models)) {
        seen += 1;
        if (!mine.has(access.table) && !(access.read && READ_ANY_TABLE.has(domainOf(file))))
          breaches.push(`${file}: ${access.text} (${access.table})`);
      }
    }
    expect(seen).toBeGreaterThan(50);
    expect(breaches).toEqual([]);
  });

  test("every file that fetches code on demand (a dynamic import) is listed where the page says what the browser downloads", () => {
    const section = architecture.slice(
      architecture.indexOf("## What the browser downloads"),
      architecture.indexOf("## A server process"),
    );
    const lazy = [...components, ...lib].filter((file) => /\bimport\(\s*["']@\//.test(readSource(file)));
    expect(lazy.length).toBeGreaterThan(8);
    expect(lazy.filter((file) => !section.includes(`\`${file}\``))).toEqual([]);
  });
});
