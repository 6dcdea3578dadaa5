import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { POST } from "@/app/api/products/route";
import { DELETE, PUT } from "@/app/api/products/[id]/route";
import { apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { revalidatedPaths } from "../support/next-cache";
import { createProduct } from "../factories/products";
import { createAdmin } from "../factories/users";

// Product pages are cached (ISR); these tests check that every admin write drops that cache, so a shopper never
// sees an old price, old stock or a deleted piece after the maker saves.
const PRODUCT_PAGES = "/(shop)/product/[id] (page)";

const validProduct = { name: "Moonstone Drop Earrings", description: "Sterling hooks.", price: 24.5, category: "Earrings", stock: 2, images: [] };

describe("cached product pages after an admin write", () => {
  const database = useTestDatabase();
  let adminToken = "";

  beforeAll(async () => {
    adminToken = (await createAdmin(database.client())).accessToken;
  });

  beforeEach(() => {
    revalidatedPaths.length = 0;
  });

  test("adding a product drops the cached product pages (their header menu lists categories)", async () => {
    const answer = await callRoute(POST, apiRequest("POST", "/api/products", { body: validProduct, token: adminToken }));

    expect(answer.status).toBe(201);
    expect(revalidatedPaths).toEqual([PRODUCT_PAGES]);
  });

  test("editing a product's price or stock drops the cached product pages", async () => {
    const product = await createProduct(database.client());

    const answer = await callRoute(
      PUT,
      apiRequest("PUT", `/api/products/${product.id}`, { body: { ...validProduct, price: 30, stock: 0 }, token: adminToken }),
      { id: product.id },
    );

    expect(answer.status).toBe(200);
    expect(revalidatedPaths).toEqual([PRODUCT_PAGES]);
  });

  test("deleting a product drops the cached product pages, so its page answers 404", async () => {
    const product = await createProduct(database.client());

    const answer = await callRoute(DELETE, apiRequest("DELETE", `/api/products/${product.id}`, { token: adminToken }), { id: product.id });

    expect(answer.status).toBe(200);
    expect(revalidatedPaths).toEqual([PRODUCT_PAGES]);
  });

  test("a rejected write leaves the cache alone", async () => {
    const invalid = await callRoute(POST, apiRequest("POST", "/api/products", { body: { ...validProduct, price: -1 }, token: adminToken }));
    const missing = await callRoute(DELETE, apiRequest("DELETE", "/api/products/no-such-id", { token: adminToken }), { id: "no-such-id" });

    expect([invalid.status, missing.status]).toEqual([400, 404]);
    expect(revalidatedPaths).toEqual([]);
  });
});
