import { describe, expect, test } from "vitest";
import { GET as listRoute } from "@/app/api/products/route";
import { GET as detailRoute } from "@/app/api/products/[id]/route";
import { GET as categoriesRoute } from "@/app/api/products/categories/route";
import { apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { createProduct } from "../factories/products";
import { PLAIN_PIECE } from "../support/product-dto";

type ProductBody = {
  id: string;
  name: string;
  category: string;
  price: number;
  inStock: boolean;
  imageUrl: string;
  images: string[];
};

describe("product reads", () => {
  const database = useTestDatabase();

  function minutesAgo(minutes: number): Date {
    return new Date(Date.now() - minutes * 60_000);
  }

  function list(query = "") {
    return callRoute<ProductBody[]>(listRoute, apiRequest("GET", `/api/products${query}`));
  }

  async function clearCatalog() {
    await database.client().product.deleteMany();
  }

  describe("GET /api/products", () => {
    test("a visitor sees products on sale newest first, each in the product shape", async () => {
      await clearCatalog();
      const db = database.client();
      await createProduct(db, { name: "Oldest Hoops", createdAt: minutesAgo(30), priceCents: 1_999, stock: 0 });
      await createProduct(db, {
        name: "Newest Ring",
        createdAt: minutesAgo(1),
        images: ["/products/ring-1.svg", "/products/ring-2.svg"],
      });
      await createProduct(db, { name: "Middle Bracelet", createdAt: minutesAgo(10) });
      await createProduct(db, { name: "Gone Necklace", createdAt: minutesAgo(0), deletedAt: new Date() });

      const { status, body } = await list();

      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.data.map((product) => product.name)).toEqual(["Newest Ring", "Middle Bracelet", "Oldest Hoops"]);
      expect(body.data[0]).toMatchObject({
        imageUrl: "/products/ring-1.svg",
        images: ["/products/ring-1.svg", "/products/ring-2.svg"],
      });
      expect(body.data[2]).toMatchObject({
        price: 19.99,
        stock: 0,
        inStock: false,
        imageUrl: "/placeholder-product.svg",
        images: [],
      });
    });

    test("the category filter ignores letter case and matches whole names only", async () => {
      await clearCatalog();
      const db = database.client();
      await createProduct(db, { name: "Gold Band", category: "Rings" });
      await createProduct(db, { name: "Silver Studs", category: "Earrings" });

      const { body } = await list("?category=rINGS");

      expect(body.data.map((product) => product.name)).toEqual(["Gold Band"]);
    });

    test("an unknown category lists nothing", async () => {
      const { status, body } = await list("?category=Anklets");
      expect(status).toBe(200);
      expect(body.data).toEqual([]);
    });

    test("limit returns only the newest N", async () => {
      await clearCatalog();
      const db = database.client();
      for (let index = 0; index < 5; index += 1) {
        await createProduct(db, { name: `Piece ${index}`, createdAt: minutesAgo(10 - index) });
      }
      const { body } = await list("?limit=2");
      expect(body.data.map((product) => product.name)).toEqual(["Piece 4", "Piece 3"]);
    });

    test("limit above 100 is capped at 100, and no limit means 100 too", async () => {
      await clearCatalog();
      const db = database.client();
      await db.product.createMany({
        data: Array.from({ length: 105 }, (_, index) => ({
          name: `Bulk ${index}`,
          priceCents: 100,
          category: "Custom",
        })),
      });

      expect((await list("?limit=500")).body.data).toHaveLength(100);
      expect((await list()).body.data).toHaveLength(100);
    });

    test.each(["abc", "-1", "0", "2.5", ""])("limit=%s answers 400 naming limit", async (limit) => {
      const { status, body } = await list(`?limit=${limit}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, code: "validation_error", details: [{ path: "limit" }] });
    });
  });

  describe("GET /api/products/{id}", () => {
    test("a visitor reads one product", async () => {
      const product = await createProduct(database.client(), {
        name: "Moonstone Drop",
        priceCents: 3_250,
        stock: 2,
        category: "Earrings",
      });

      const answer = await callRoute(detailRoute, apiRequest("GET", `/api/products/${product.id}`), { id: product.id });

      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        data: {
          id: product.id,
          name: "Moonstone Drop",
          description: product.description,
          price: 32.5,
          basePrice: 32.5,
          priceVaries: false,
          category: "Earrings",
          stock: 2,
          inStock: true,
          availability: "in_stock",
          imageUrl: "/placeholder-product.svg",
          images: [],
          ...PLAIN_PIECE,
        },
      });
    });

    test("an unknown id answers 404 Product not found", async () => {
      const answer = await callRoute(detailRoute, apiRequest("GET", "/api/products/nope"), { id: "nope" });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false, error: "Product not found" });
    });

    test("a deleted product answers 404 Product not found", async () => {
      const product = await createProduct(database.client(), { deletedAt: new Date() });
      const answer = await callRoute(detailRoute, apiRequest("GET", `/api/products/${product.id}`), { id: product.id });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false, error: "Product not found" });
    });
  });

  describe("GET /api/products/categories", () => {
    test("lists categories with products on sale in the admin form's order, others after alphabetically", async () => {
      await clearCatalog();
      const db = database.client();
      for (const category of ["Rings", "Anklets", "Custom", "Necklaces", "Brooches", "Rings"]) {
        await createProduct(db, { category });
      }
      await createProduct(db, { category: "Earrings", deletedAt: new Date() });

      const answer = await callRoute(categoriesRoute, apiRequest("GET", "/api/products/categories"));

      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, data: ["Necklaces", "Rings", "Custom", "Anklets", "Brooches"] });
    });

    test("an empty catalogue has no categories", async () => {
      await clearCatalog();
      const answer = await callRoute(categoriesRoute, apiRequest("GET", "/api/products/categories"));
      expect(answer.body).toEqual({ success: true, data: [] });
    });
  });
});
