import ts from "typescript";
import { describe, expect, test } from "vitest";
import { filesUnder, readSource } from "@/tests/support/import-graph";

// lib/http is the edge (docs/architecture.md): it reads requests and writes answers, and the domains below it take
// and return plain values. Checked over each file's syntax tree, so a comment or a string naming a type is no breach.

const EDGE_MODULES = /^(@\/lib\/http(\/.*)?|next\/server|next\/headers)$/;
const EDGE_TYPES = new Set(["Request", "Headers", "NextRequest", "NextResponse"]);

/** Files outside lib/http that may reach the edge, each with why. */
const ALLOWED: Record<string, string> = {
  "lib/payments/test-gateway/events.ts":
    "the local Stripe stand-in delivers its events to the webhook handler as Stripe would, as a signed Request",
  "lib/shop-contact.ts":
    "next/server's connection() only marks the page as rendered per request (MAIL_FROM is the running server's); it reads nothing",
};

/** Every place `source` reaches the edge: an import of lib/http, next/server or next/headers, or an edge type. */
function edgeBreaches(file: string, source: string): string[] {
  const tree = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const breaches: string[] = [];
  const at = (node: ts.Node) => `${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
        ? node.moduleSpecifier.text
        : ts.isCallExpression(node) &&
            node.expression.kind === ts.SyntaxKind.ImportKeyword &&
            node.arguments[0] &&
            ts.isStringLiteral(node.arguments[0])
          ? node.arguments[0].text
          : ts.isImportTypeNode(node) &&
              ts.isLiteralTypeNode(node.argument) &&
              ts.isStringLiteral(node.argument.literal)
            ? node.argument.literal.text
            : null;
    if (specifier !== null && EDGE_MODULES.test(specifier)) breaches.push(`${at(node)} imports ${specifier}`);
    const typeName = ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) ? node.typeName.text : null;
    if (typeName !== null && EDGE_TYPES.has(typeName)) breaches.push(`${at(node)} uses the type ${typeName}`);
    const made = ts.isNewExpression(node) && ts.isIdentifier(node.expression) ? node.expression.text : null;
    if (made !== null && EDGE_TYPES.has(made)) breaches.push(`${at(node)} makes a ${made}`);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return breaches;
}

describe("lib/http is the edge", () => {
  const domains = filesUnder("lib").filter((file) => !file.startsWith("lib/http/"));

  test("the scan finds each kind of breach (a scan that finds nothing must not pass)", () => {
    const planted = [
      'import { route } from "@/lib/http";',
      'import { cookies } from "next/headers";',
      'export { NextResponse } from "next/server";',
      "export function f(request: Request, headers: Headers): void {}",
      'type Later = import("@/lib/http/body").FormFields;',
      "const made = new Headers();",
      "// a Request named in a comment is no breach",
      'const text = "new Request() in a string is none either";',
    ].join("\n");
    expect(edgeBreaches("lib/planted.ts", planted)).toEqual([
      "lib/planted.ts:1 imports @/lib/http",
      "lib/planted.ts:2 imports next/headers",
      "lib/planted.ts:3 imports next/server",
      "lib/planted.ts:4 uses the type Request",
      "lib/planted.ts:4 uses the type Headers",
      "lib/planted.ts:5 imports @/lib/http/body",
      "lib/planted.ts:6 makes a Headers",
    ]);
    expect(domains.length).toBeGreaterThan(100);
  });

  test("no lib/<domain> file imports lib/http, next/server or next/headers, or takes a Request or Headers", () => {
    const breaches = domains
      .filter((file) => !(file in ALLOWED))
      .flatMap((file) => edgeBreaches(file, readSource(file)));
    expect(breaches).toEqual([]);
  });

  test("every allowed file still needs its exception", () => {
    expect(Object.keys(ALLOWED).filter((file) => edgeBreaches(file, readSource(file)).length === 0)).toEqual([]);
  });
});
