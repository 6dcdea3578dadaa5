import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { createUser } from "../factories/users";
import { apiRequest, callRoute, type Method } from "../support/api";
import { useTestDatabase } from "../support/database";

const API = path.resolve(import.meta.dirname, "../../app/api");
const WRITES = ["POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * The writes another site's page may send, each with the rule that guards it instead. Every other write answers a
 * request from another site 403 cross_site_request: public ones by `sameSite: true` in route(), signed-in ones by the
 * origin check of a cookie-authenticated write (lib/auth/request-auth.ts).
 */
const OWN_RULES: Record<string, string> = {
  // Stripe's servers send it; the signature over the raw body is what proves it.
  "POST /api/payments/webhook": "signed by Stripe",
  // A mail client's one-click unsubscribe (RFC 8058) may be posted by a webmail's own page; the mailed 256-bit token
  // proves it, and refusing it would keep sending mail someone asked to stop.
  "POST /api/alerts/unsubscribe/[token]": "RFC 8058 one-click, the token proves it",
  "POST /api/newsletter/unsubscribe/[token]": "RFC 8058 one-click, the token proves it",
  "POST /api/reviews/unsubscribe/[token]": "RFC 8058 one-click, the token proves it",
};

/** Each route file under app/api as its path (`/api/cart/[id]`) and its exported handlers. */
async function routes(): Promise<{ route: string; handlers: Record<string, unknown> }[]> {
  const files = readdirSync(API, { recursive: true, encoding: "utf8" }).filter(
    (file) => path.basename(file) === "route.ts",
  );
  return Promise.all(
    files.map(async (file) => ({
      route: `/api/${path.dirname(file).split(path.sep).join("/")}`,
      handlers: (await import(path.join(API, file))) as Record<string, unknown>,
    })),
  );
}

const SAMPLE_PARAMS: Record<string, string> = { id: "some-id", token: "x".repeat(43), index: "0", slug: "shipping" };

describe("writes sent by another site's page", () => {
  const database = useTestDatabase();

  test("every write under app/api answers 403 cross_site_request to another site's page, signed in by cookie or not, but the few on the list of their own rules", async () => {
    const member = await createUser(database.client());
    const writes = (await routes()).flatMap(({ route, handlers }) =>
      WRITES.filter((method) => typeof handlers[method] === "function").map((method) => ({
        route,
        method,
        handler: handlers[method],
      })),
    );
    expect(writes.length).toBeGreaterThan(40);
    for (const listed of Object.keys(OWN_RULES))
      expect(
        writes.map(({ method, route }) => `${method} ${route}`),
        "a stale entry of OWN_RULES",
      ).toContain(listed);

    const unguarded: string[] = [];
    for (const { route, method, handler } of writes) {
      if (`${method} ${route}` in OWN_RULES) continue;
      const params = Object.fromEntries(
        [...route.matchAll(/\[(\w+)\]/g)].map(([, name = ""]) => [name, SAMPLE_PARAMS[name] ?? "x"]),
      );
      const url = route.replace(/\[(\w+)\]/g, (_, name: string) => params[name] ?? "x");
      for (const cookie of [undefined, member.accessToken]) {
        const answer = await callRoute(
          handler as Parameters<typeof callRoute>[0],
          apiRequest(method as Method, url, { origin: "https://evil.example", cookie, body: {} }),
          params,
        );
        if (answer.status !== 403 || answer.body.code !== "cross_site_request") {
          // Signed out, a signed-in route may answer 401 first: the cookie's turn shows its origin check.
          if (cookie === undefined && answer.status === 401) continue;
          unguarded.push(`${method} ${route}${cookie ? " (cookie)" : ""}: ${answer.status} ${answer.body.code}`);
        }
      }
    }
    expect(unguarded).toEqual([]);
  });
});
