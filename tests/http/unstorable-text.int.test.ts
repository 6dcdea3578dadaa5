import { describe, expect, test } from "vitest";
import ShopPage from "@/app/(shop)/shop/page";
import ProductPage from "@/app/(shop)/product/[id]/page";
import { getOrderConfirmation } from "@/lib/orders/buyer/confirmation";
import { findOrderForUser } from "@/lib/orders/queries";
import { createProduct } from "../factories/products";
import { createAdmin } from "../factories/users";
import { ORIGIN, apiRequest, callRoute, type Method } from "../support/api";
import { useTestDatabase } from "../support/database";

// No 500 for bad bytes (docs/decisions.md, Limits): Postgres stores neither NUL nor half a UTF-16 pair, so such text
// anywhere in a
// request is refused (400 naming where) before anything reaches the database. Every route under app/api is found
// by the glob below, so a route added tomorrow is tried too, with nothing to keep in sync.
const routeModules = import.meta.glob<Record<string, unknown>>("../../app/api/**/route.ts", { eager: true });

type Handler = Parameters<typeof callRoute>[0];
type Endpoint = { path: string; method: Method; handler: Handler; params: string[] };

const METHODS: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

function endpoints(): Endpoint[] {
  return Object.entries(routeModules).flatMap(([file, module]) => {
    const path = file.replace(/^\.\.\/\.\.\/app/, "").replace(/\/route\.ts$/, "");
    const params = [...path.matchAll(/\[(\w+)\]/g)].map((match) => match[1] ?? "");
    return METHODS.flatMap((method) => {
      const handler = module[method];
      return typeof handler === "function" ? [{ path, method, handler: handler as Handler, params }] : [];
    });
  });
}

// The two kinds of text Postgres cannot take: a NUL, and a lone surrogate (JSON.stringify keeps it as "\ud800").
const BAD_TEXTS = ["a\u0000b", "a\ud800b"];

// Every text field the API's request schemas name (docs/api.md), top-level and nested as the payloads nest them.
const BODY_FIELDS = [
  "email",
  "password",
  "currentPassword",
  "newPassword",
  "name",
  "code",
  "token",
  "refreshToken",
  "firstName",
  "lastName",
  "fullName",
  "address1",
  "address2",
  "city",
  "state",
  "zipCode",
  "country",
  "phone",
  "label",
  "productId",
  "variantId",
  "personalization",
  "description",
  "category",
  "imageUrl",
  "status",
  "reason",
  "note",
  "paymentIntentId",
  "clientSecret",
  "cardNumber",
  "shippingAddressId",
  "shippingMethod",
  "payer",
  "q",
  "shippingAddress.city",
  "shippingAddress.address1",
  "guestCartItems.0.productId",
  "guestCartItems.0.personalization",
  "metadata.shipping_address_id",
  "shippingInfo.method",
  "items.0.productId",
  "images.0",
  "sizes.0.label",
  "title",
  "body",
  "reply",
];
const QUERY_PARAMS = [
  "q",
  "search",
  "category",
  "limit",
  "cursor",
  "status",
  "availability",
  "email",
  "token",
  "page",
  "sort",
];

/** `{ a: { b: [value] } }` for "a.b.0". */
function nested(path: string, value: string): unknown {
  return path
    .split(".")
    .reverse()
    .reduce<unknown>((inner, key) => (/^\d+$/.test(key) ? [inner] : { [key]: inner }), value);
}

function pathWith(endpoint: Endpoint, bad: string | null): string {
  return endpoint.path.replace(/\[(\w+)\]/g, () =>
    bad === null ? "x" : encodeURIComponent(bad === "a\ud800b" ? "a\u0000b" : bad),
  );
}

describe("text Postgres cannot store", { timeout: 300_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();

  test("the glob finds every route file", () => {
    expect(endpoints().length).toBeGreaterThan(45);
  });

  test("in any path segment, query parameter or body field of any endpoint: a 400 naming it, never a 5xx", async () => {
    const failures: string[] = [];
    let namedBody = 0;
    let token = "";
    const send = async (endpoint: Endpoint, url: string, params: Record<string, string>, body?: unknown) => {
      const request = apiRequest(endpoint.method, url, { origin: ORIGIN, token, body });
      const response = await endpoint.handler(request, { params: Promise.resolve(params) as Promise<never> });
      // A download (a CSV export) answers its file, not the envelope: only its status counts here.
      const json = response.headers.get("content-type")?.startsWith("application/json") ?? false;
      return { status: response.status, body: (json ? await response.json() : {}) as { details?: { path: string }[] } };
    };
    // A limit that counts before anything is read (the payment intent's per member) may answer 429 first: by design.
    const expectNamed = (
      label: string,
      answer: { status: number; body: { details?: { path: string }[] } },
      field: string,
    ) => {
      if (answer.status === 429) return;
      if (answer.status !== 400 || answer.body.details?.[0]?.path !== field)
        failures.push(`${label}: ${answer.status} ${JSON.stringify(answer.body.details)}`);
    };

    for (const endpoint of endpoints()) {
      // A fresh admin for each: an admin's token opens every route, so each request reaches the rule rather than
      // stopping at 401/403, and a route that ends sessions (logout, change-password) cannot close the next one's.
      token = (await createAdmin(db())).accessToken;
      const label = `${endpoint.method} ${endpoint.path}`;
      const fine = Object.fromEntries(endpoint.params.map((name) => [name, "x"]));
      for (const bad of BAD_TEXTS) {
        for (const param of endpoint.params) {
          // Next hands the handler each segment percent-decoded.
          const answer = await send(endpoint, pathWith(endpoint, "a\u0000b"), { ...fine, [param]: bad });
          expectNamed(`${label} [${param}]`, answer, param);
        }
        for (const name of QUERY_PARAMS) {
          const answer = await send(
            endpoint,
            `${pathWith(endpoint, null)}?${name}=${bad === "a\u0000b" ? "a%00b" : "a%ED%A0%80b"}`,
            fine,
          );
          // %ED%A0%80 (a surrogate written as UTF-8) is not UTF-8 at all: URLSearchParams reads it as U+FFFD, storable.
          if (bad === "a\u0000b") expectNamed(`${label} ?${name}`, answer, name);
          else if (answer.status >= 500) failures.push(`${label} ?${name} (surrogate): ${answer.status}`);
        }
        if (endpoint.method === "GET") continue;
        for (const field of BODY_FIELDS) {
          const answer = await send(endpoint, pathWith(endpoint, null), fine, nested(field, bad));
          if (answer.status >= 500) failures.push(`${label} body ${field}: ${answer.status}`);
          // A route that reads a JSON body names the field; one that reads none (a bodiless POST) never sees it.
          if (answer.status === 400 && answer.body.details?.[0]?.path === field) namedBody += 1;
        }
      }
    }
    expect(failures).toEqual([]);
    // The body rule was met, on every route that reads a body, for every field: not vacuously.
    expect(namedBody).toBeGreaterThan(20 * BODY_FIELDS.length * BAD_TEXTS.length);
  });

  test("a name with a NUL in it is refused at registration with 400 naming it (the scanner's finding)", async () => {
    const register = routeModules["../../app/api/auth/register/route.ts"]?.POST as Handler;
    const answer = await callRoute(
      register,
      apiRequest("POST", "/api/auth/register", {
        origin: ORIGIN,
        body: { email: "nul@example.test", password: "Garnet&Gold42", name: "a\u0000b" },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "validation_error", details: [{ path: "name" }] });
    expect(await db().user.count({ where: { email: "nul@example.test" } })).toBe(0);
  });

  test("the pages that read their own URL: /shop?search=%00, /shop?category=a%00 and /product/a%00b render (or 404), never fail", async () => {
    await createProduct(db(), { name: "Plain Band", category: "Rings" });
    for (const searchParams of [
      { search: "\u0000" },
      { search: "/e\u0000" },
      { category: "a\u0000" },
      { category: "Rings\ud800" },
    ]) {
      await expect(ShopPage({ searchParams: Promise.resolve(searchParams) })).resolves.toBeTruthy();
    }
    // notFound() throws Next's 404 signal, which the framework answers with the not-found page.
    const refusal = await ProductPage({ params: Promise.resolve({ id: "a\u0000b" }) }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(String((refusal as { digest?: unknown } | null)?.digest)).toContain("404");
  });

  test("the order pages' ids from their URL (/order-confirmation/a%00b, /orders/a%00b) find no order, never fail", async () => {
    const admin = await createAdmin(db());
    await expect(getOrderConfirmation("a\u0000b", { userId: admin.id, guestOrderId: null })).resolves.toEqual({
      kind: "not_found",
    });
    await expect(findOrderForUser(admin.id, "a\u0000b")).resolves.toBeNull();
  });
});
