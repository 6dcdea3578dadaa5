import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { POST } from "@/app/api/products/route";
import { DELETE, PUT } from "@/app/api/products/[id]/route";
import { apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { revalidatedPaths } from "../support/next-cache";
import { createProduct } from "../factories/products";
import { createAdmin } from "../factories/users";

// Product pages are cached (ISR); these tests check that every admin write drops what it changed, so a shopper never
// sees an old price, old stock or a deleted piece after the maker saves, and that a write drops no more than that: the
// written product's page, or every product page when the header's category menu changed.
const EVERY_PRODUCT_PAGE = "/(shop)/product/[id] (page)";

const validProduct = {
  name: "Moonstone Drop Earrings",
  description: "Sterling hooks.",
  price: 24.5,
  category: "Earrings",
  stock: 2,
  images: [],
};

describe("cached product pages after an admin write", () => {
  const database = useTestDatabase();
  let adminToken = "";

  beforeAll(async () => {
    adminToken = (await createAdmin(database.client())).accessToken;
    // Rings and Earrings are on sale before every test; each test adds what it needs.
    await createProduct(database.client(), { category: "Rings" });
    await createProduct(database.client(), { category: "Earrings" });
  });

  beforeEach(() => {
    revalidatedPaths.length = 0;
  });

  test("adding a product to a category already on sale drops that product's page alone", async () => {
    const answer = await callRoute<{ id: string }>(
      POST,
      apiRequest("POST", "/api/products", { body: validProduct, token: adminToken }),
    );

    expect(answer.status).toBe(201);
    expect(revalidatedPaths).toEqual([`/product/${answer.body.data.id}`]);
  });

  test("adding the first product of a category drops every product page (the header's menu gains the category)", async () => {
    const answer = await callRoute(
      POST,
      apiRequest("POST", "/api/products", { body: { ...validProduct, category: "Bracelets" }, token: adminToken }),
    );

    expect(answer.status).toBe(201);
    expect(revalidatedPaths).toEqual([EVERY_PRODUCT_PAGE]);
  });

  test("editing a product's price or stock drops its own page and no other", async () => {
    const product = await createProduct(database.client(), { category: "Earrings" });

    const answer = await callRoute(
      PUT,
      apiRequest("PUT", `/api/products/${product.id}`, {
        body: { ...validProduct, price: 30, stock: 0 },
        token: adminToken,
      }),
      { id: product.id },
    );

    expect(answer.status).toBe(200);
    expect(revalidatedPaths).toEqual([`/product/${product.id}`]);
  });

  test("moving the last piece of a category to another drops every product page (the menu loses the category)", async () => {
    const product = await createProduct(database.client(), { category: "Anklets" });

    const answer = await callRoute(
      PUT,
      apiRequest("PUT", `/api/products/${product.id}`, { body: validProduct, token: adminToken }),
      { id: product.id },
    );

    expect(answer.status).toBe(200);
    expect(revalidatedPaths).toEqual([EVERY_PRODUCT_PAGE]);
  });

  test("deleting a product drops its page, so it answers 404; deleting the last of a category drops every page", async () => {
    const product = await createProduct(database.client(), { category: "Rings" });
    const answer = await callRoute(DELETE, apiRequest("DELETE", `/api/products/${product.id}`, { token: adminToken }), {
      id: product.id,
    });
    expect(answer.status).toBe(200);
    expect(revalidatedPaths).toEqual([`/product/${product.id}`]);

    revalidatedPaths.length = 0;
    const last = await createProduct(database.client(), { category: "Brooches" });
    expect(
      (
        await callRoute(DELETE, apiRequest("DELETE", `/api/products/${last.id}`, { token: adminToken }), {
          id: last.id,
        })
      ).status,
    ).toBe(200);
    expect(revalidatedPaths).toEqual([EVERY_PRODUCT_PAGE]);
  });

  test("a rejected write leaves the cache alone", async () => {
    const invalid = await callRoute(
      POST,
      apiRequest("POST", "/api/products", { body: { ...validProduct, price: -1 }, token: adminToken }),
    );
    const missing = await callRoute(DELETE, apiRequest("DELETE", "/api/products/no-such-id", { token: adminToken }), {
      id: "no-such-id",
    });

    expect([invalid.status, missing.status]).toEqual([400, 404]);
    expect(revalidatedPaths).toEqual([]);
  });
});
