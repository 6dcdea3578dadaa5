import type { APIRequestContext } from "@playwright/test";
import { z } from "zod";
import { adminProductsQuerySchema, listProductsQuerySchema, searchProductsQuerySchema } from "../lib/catalog/schemas";
import { customRequestListQuery } from "../lib/commissions/schemas";
import { adminOrdersQuerySchema } from "../lib/orders/desk/status-schemas";
import { nexusQuerySchema, ordersExportQuerySchema, salesTaxQuerySchema } from "../lib/reports/schemas";
import { reviewPageQuery } from "../lib/reviews/schemas";
import { rateTableQuerySchema, taxRateQuerySchema } from "../lib/tax/schemas";
import { ACCESS_COOKIE } from "../lib/auth/session-cookies";
import { createAdmin } from "../tests/factories/users";
import { expect, test } from "./fixtures";
import { queryReadsOf, routeFiles, type RouteFile } from "./helpers/route-files";

// The names every plain object answers to: a query value looked up in an object map as `MAP[value]` finds Object's own
// property for each (a function, or the prototype) where it should find nothing. Each is sent to every query parameter
// of every page and endpoint, to every dynamic segment, and as unknown parameters of its own; nothing may answer 5xx.
const NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty"] as const;

/**
 * The query parameters each route reads, by its file. Not the source of what is sent (the scan of the code is: see
 * e2e/helpers/route-files.ts) but its check: the first test fails when the two differ, so a parameter added, renamed
 * or read in a new way is seen here.
 */
const QUERY_PARAMETERS = new Map<string, string[]>([
  ["app/(auth)/forgot-password/page.tsx", ["email", "returnTo"]],
  ["app/(auth)/login/page.tsx", ["email", "reset", "returnTo", "verified"]],
  ["app/(auth)/reset-password/page.tsx", ["email", "returnTo", "sent"]],
  ["app/(auth)/signup/page.tsx", ["returnTo"]],
  ["app/(auth)/verify-email/page.tsx", ["email", "returnTo"]],
  ["app/(shop)/contact/page.tsx", ["similar"]],
  ["app/(shop)/custom/page.tsx", ["similar"]],
  ["app/(shop)/newsletter/requested/page.tsx", ["problem"]],
  ["app/(shop)/order-confirmation/page.tsx", ["payment_intent", "payment_intent_client_secret", "redirect_status"]],
  ["app/(shop)/orders/lookup/page.tsx", ["problem", "sent"]],
  ["app/(shop)/shop/page.tsx", ["availability", "category", "color", "max", "metal", "min", "page", "search", "stone"]],
  ["app/admin/orders/[id]/packing-slip/page.tsx", ["gift"]],
  ["app/admin/orders/page.tsx", ["cursor", "from", "q", "status", "to"]],
  ["app/admin/page.tsx", ["availability", "category", "q", "status"]],
  ["app/admin/reports/page.tsx", ["month"]],
  ["app/admin/requests/page.tsx", ["status"]],
  ["app/api/admin/custom-requests/route.ts", ["status"]],
  ["app/api/admin/orders/export.csv/route.ts", ["from", "to"]],
  ["app/api/admin/orders/route.ts", ["cursor", "from", "limit", "q", "status", "to"]],
  ["app/api/admin/products/route.ts", ["availability", "category", "cursor", "limit", "q", "status"]],
  ["app/api/admin/reports/nexus/route.ts", ["year"]],
  ["app/api/admin/reports/sales-tax/route.ts", ["format", "month"]],
  ["app/api/admin/tax/rates/route.ts", ["state"]],
  ["app/api/products/[id]/reviews/route.ts", ["cursor"]],
  [
    "app/api/products/route.ts",
    ["availability", "category", "color", "limit", "max", "metal", "min", "page", "search", "stone"],
  ],
  ["app/api/products/search/route.ts", ["limit", "q"]],
  ["app/api/tax/rate/route.ts", ["state", "zip"]],
]);

/**
 * The zod schemas routes read their query with, by name (a route naming another fails the first test until it is here).
 */
const QUERY_SCHEMAS = new Map<string, z.ZodType>(
  Object.entries({
    adminProductsQuerySchema,
    listProductsQuerySchema,
    searchProductsQuerySchema,
    customRequestListQuery,
    adminOrdersQuerySchema,
    ordersExportQuerySchema,
    salesTaxQuerySchema,
    nexusQuerySchema,
    rateTableQuerySchema,
    taxRateQuerySchema,
    reviewPageQuery,
  }),
);

function keysOf(name: string): string[] {
  const schema = QUERY_SCHEMAS.get(name);
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  throw new Error(`the query schema ${name} is not an object schema imported by e2e/property-names.spec.ts`);
}

/** What the route reads from its query, by the scan of its code. */
function parametersOf(route: RouteFile): string[] {
  const reads = queryReadsOf(route);
  return [...new Set([...reads.names, ...reads.schemas.flatMap(keysOf)])].sort();
}

const routes = routeFiles();

test("the scan finds every page and endpoint, and each reads the query parameters listed here", () => {
  expect(routes.filter((route) => route.kind === "page").length).toBeGreaterThan(40);
  expect(routes.filter((route) => route.kind === "endpoint").length).toBeGreaterThan(60);
  const scanned = new Map(
    routes.map((route) => [route.file, parametersOf(route)] as const).filter(([, names]) => names.length > 0),
  );
  expect(Object.fromEntries(scanned)).toEqual(Object.fromEntries(QUERY_PARAMETERS));
});

/**
 * Every address a route is asked at for one name: as unknown parameters, as each parameter alone, as all of them at
 * once.
 */
function addressesFor(route: RouteFile, name: string): string[] {
  const path = `/${route.segments.map((segment) => (/^\[.+\]$/.test(segment) ? name : segment)).join("/")}`;
  const parameters = QUERY_PARAMETERS.get(route.file) ?? [];
  const queries = [
    NAMES.map((unknown) => [unknown, name]),
    ...parameters.map((parameter) => [[parameter, name]]),
    ...(parameters.length > 1 ? [parameters.map((parameter) => [parameter, name])] : []),
  ];
  return queries.map((query) => `${path}?${new URLSearchParams(query).toString()}`);
}

async function statusOf(
  request: APIRequestContext,
  method: string,
  address: string,
  headers: Record<string, string>,
): Promise<number> {
  const answer = await request.fetch(address, {
    method,
    headers,
    maxRedirects: 0,
    ...(method === "GET" ? {} : { data: {} }),
  });
  return answer.status();
}

for (const route of routes) {
  test(`${route.file}: ${NAMES.join(", ")} in every query parameter and segment answer no 5xx`, async ({
    request,
    db,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    if (!baseURL) throw new Error("baseURL is not set");
    // Signed out, and as the maker (who reaches every page and endpoint; her own, so one that signs her out spoils
    // nothing else).
    const admin = await createAdmin(db);
    const callers: Record<string, string>[] = [
      {},
      { cookie: `${ACCESS_COOKIE}=${admin.accessToken}`, origin: new URL(baseURL).origin },
    ];
    const failures: string[] = [];
    try {
      for (const name of NAMES) {
        for (const address of addressesFor(route, name)) {
          for (const method of route.methods) {
            for (const headers of callers) {
              const status = await statusOf(request, method, address, headers);
              if (status >= 500)
                failures.push(`${method} ${address}${"cookie" in headers ? " (as the maker)" : ""}: ${status}`);
            }
          }
        }
      }
    } finally {
      // Every admin is mailed each commission request and digest: a hundred makers left behind by this file made the
      // outbox deliver a hundred notices ahead of the mail other tests wait for.
      await db.user.update({ where: { id: admin.id }, data: { role: "USER" } });
    }
    expect(failures).toEqual([]);
  });
}
