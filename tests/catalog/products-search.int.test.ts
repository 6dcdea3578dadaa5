import { beforeAll, describe, expect, test } from "vitest";
import { GET as searchRoute } from "@/app/api/products/search/route";
import { disconnectDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { createProduct } from "../factories/products";

function search(query: string) {
  return callRoute<{ name: string }[]>(searchRoute, apiRequest("GET", `/api/products/search?${query}`));
}

async function namesFor(term: string): Promise<string[]> {
  const { body } = await search(`q=${encodeURIComponent(term)}`);
  return body.data.map((product) => product.name);
}

describe("GET /api/products/search", () => {
  const database = useTestDatabase();

  beforeAll(async () => {
    const db = database.client();
    const hourAgo = new Date(Date.now() - 3_600_000);
    // Created first, so newest-first tie-breaking cannot explain why the better name match wins.
    await createProduct(db, {
      name: "Silver Hoops",
      description: "Hoops hung with tiny freshwater pearls.",
      category: "Earrings",
      createdAt: hourAgo,
    });
    await createProduct(db, {
      name: "Baroque Pearl Choker",
      description: "Irregular beads on silk.",
      category: "Necklaces",
      createdAt: hourAgo,
    });
    await createProduct(db, {
      name: "Pearl Drop Earrings",
      description: "Single drops on gold hooks.",
      category: "Earrings",
    });
    await createProduct(db, { name: "Pearl", description: "One loose bead.", category: "Custom" });
    await createProduct(db, { name: "Lapis Cuff", description: "Blue stone cuff.", category: "Bracelets" });
    await createProduct(db, {
      name: "Pearl Ghost Ring",
      description: "Deleted piece.",
      category: "Rings",
      deletedAt: new Date(),
    });
    await createProduct(db, { name: "100% Silk Cord", description: "A cord.", category: "Custom" });
  });

  test("ranks the exact name, then names starting with the term, then other name matches, then description matches", async () => {
    expect(await namesFor("pearl")).toEqual(["Pearl", "Pearl Drop Earrings", "Baroque Pearl Choker", "Silver Hoops"]);
  });

  test("a product named for the term ranks above one whose description merely mentions it", async () => {
    const names = await namesFor("Pearl Drop");
    expect(names[0]).toBe("Pearl Drop Earrings");
  });

  test("finds products by category", async () => {
    expect(await namesFor("bracelets")).toEqual(["Lapis Cuff"]);
  });

  test("every word of a term must match somewhere in name, description or category", async () => {
    expect(await namesFor("hoops freshwater")).toEqual(["Silver Hoops"]);
    expect(await namesFor("hoops emerald")).toEqual([]);
  });

  test("forgives a typo in a name through trigram similarity", async () => {
    expect(await namesFor("Lapiss")).toEqual(["Lapis Cuff"]);
  });

  test("deleted products never appear", async () => {
    expect(await namesFor("ghost")).toEqual([]);
  });

  test("LIKE wildcards in the term match only themselves", async () => {
    expect(await namesFor("100%")).toEqual(["100% Silk Cord"]);
    expect(await namesFor("%")).toEqual(["100% Silk Cord"]);
    expect(await namesFor("_")).toEqual([]);
  });

  test("quotes and SQL in the term are just text", async () => {
    const { status, body } = await search(`q=${encodeURIComponent("'; DROP TABLE products; --")}`);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(await database.client().product.count()).toBeGreaterThan(0);
  });

  test("answers the best 24 unless asked for more, and a total counting every match for 'View all N results'", async () => {
    const db = database.client();
    for (let index = 0; index < 60; index += 1) {
      await createProduct(db, { name: `Zircon Spacer ${index}`, category: "Custom" });
    }
    const first = await search("q=zircon");
    expect(first.body.data).toHaveLength(24);
    expect(first.body).toMatchObject({ total: 60 });
    const few = await search("q=zircon&limit=8");
    expect(few.body.data).toHaveLength(8);
    expect(few.body).toMatchObject({ total: 60 });
    const all = await search("q=zircon&limit=100");
    expect(all.body.data).toHaveLength(60);
    expect(all.body).toMatchObject({ total: 60 });
    const capped = await search("q=zircon&limit=100000");
    expect(capped.status).toBe(200);
    expect(capped.body.data).toHaveLength(60);
    await db.product.updateMany({ where: { name: { startsWith: "Zircon Spacer" } }, data: { deletedAt: new Date() } });
  });

  test("limit caps the number of results", async () => {
    expect(await namesFor("pearl")).toHaveLength(4);
    const { body } = await search("q=pearl&limit=2");
    expect(body.data.map((product) => product.name)).toEqual(["Pearl", "Pearl Drop Earrings"]);
  });

  test.each(["", "q=", "q=%20%20%20", "q=%09%0A"])(
    "a blank term (%s) answers an empty list without asking the database",
    async (query) => {
      // Point the app at a port where nothing listens: any query would fail, so a 200 proves none was made.
      process.env.DATABASE_URL = "postgresql://nobody@127.0.0.1:1/none";
      resetEnvForTests();
      await disconnectDb();
      try {
        const { status, body } = await search(query);
        expect(status).toBe(200);
        expect(body).toEqual({ success: true, data: [], total: 0 });
      } finally {
        process.env.DATABASE_URL = database.url();
        resetEnvForTests();
        await disconnectDb();
      }
    },
  );

  test("a term over 200 characters answers 400 naming q", async () => {
    const { status, body } = await search(`q=${"a".repeat(201)}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, details: [{ path: "q" }] });
  });

  test("a bad limit answers 400 naming limit", async () => {
    const { status, body } = await search("q=pearl&limit=abc");
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, details: [{ path: "limit" }] });
  });
});
