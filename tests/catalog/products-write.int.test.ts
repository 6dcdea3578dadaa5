import { beforeAll, describe, expect, test } from "vitest";
import { POST } from "@/app/api/products/route";
import { PUT } from "@/app/api/products/[id]/route";
import { apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { createProduct } from "../factories/products";
import { createAdmin, createUser } from "../factories/users";

const validProduct = {
  name: "Rose Quartz Strand",
  description: "Hand-knotted on silk.",
  price: 19.99,
  category: "Necklaces",
  stock: 3,
  images: ["/uploads/0123456789abcdef0123456789abcdef.png"],
};

/** What a plain piece (no sizes, no text, ready to ship, published) adds to the product shape (docs/api.md). */
const PLAIN_PIECE = {
  oneOfAKind: false,
  leadTimeDays: 0,
  variantName: null,
  variants: [],
  personalization: null,
  published: true,
  soldAt: null,
  materials: [],
  metal: null,
  stones: [],
  colors: [],
  gender: "unisex",
  ageGroup: "adult",
  care: null,
};

describe("product writes", () => {
  const database = useTestDatabase();
  let adminToken = "";
  let memberToken = "";

  beforeAll(async () => {
    adminToken = (await createAdmin(database.client())).accessToken;
    memberToken = (await createUser(database.client())).accessToken;
  });

  function create(body: unknown, token = adminToken) {
    return callRoute<{ id: string }>(POST, apiRequest("POST", "/api/products", { body, token }));
  }

  async function failureOf(body: unknown) {
    const answer = await callRoute(POST, apiRequest("POST", "/api/products", { body, token: adminToken }));
    expect(answer.status).toBe(400);
    return answer.body;
  }

  describe("POST /api/products", () => {
    test("an admin adds a product: 201, price stored as exact cents, unknown fields ignored", async () => {
      const { status, body } = await create({
        ...validProduct,
        id: "chosen-by-client",
        deletedAt: "2020-01-01",
        featured: true,
      });

      expect(status).toBe(201);
      const data = body.data;
      expect(body).toEqual({
        success: true,
        data: {
          id: data.id,
          name: "Rose Quartz Strand",
          description: "Hand-knotted on silk.",
          price: 19.99,
          basePrice: 19.99,
          priceVaries: false,
          category: "Necklaces",
          stock: 3,
          inStock: true,
          availability: "in_stock",
          imageUrl: "/uploads/0123456789abcdef0123456789abcdef.png",
          images: ["/uploads/0123456789abcdef0123456789abcdef.png"],
          ...PLAIN_PIECE,
        },
      });
      expect(data.id).not.toBe("chosen-by-client");
      const row = await database.client().product.findUniqueOrThrow({ where: { id: data.id } });
      expect(row.priceCents).toBe(1999);
      expect(row.deletedAt).toBeNull();
    });

    test.each([
      [0.29, 29],
      [1.1, 110],
      [1.15, 115],
      [4.35, 435],
      [0, 0],
      [100000, 10_000_000],
    ])("price %s is stored as %i cents", async (price, cents) => {
      const { status, body } = await create({ ...validProduct, price });
      expect(status).toBe(201);
      const { id } = body.data;
      expect((await database.client().product.findUniqueOrThrow({ where: { id } })).priceCents).toBe(cents);
    });

    test("optional fields take their defaults: no description, stock 0, no images", async () => {
      const { status, body } = await create({ name: "Plain Band", price: 12, category: "Rings" });
      expect(status).toBe(201);
      expect(body).toMatchObject({
        data: { description: null, stock: 0, inStock: false, images: [], imageUrl: "/placeholder-product.svg" },
      });
    });

    test("the category is stored in the admin form's spelling whatever the case sent", async () => {
      const { body } = await create({ ...validProduct, category: "  earrings " });
      expect(body).toMatchObject({ data: { category: "Earrings" } });
    });

    test("name and description are trimmed; a blank description is none", async () => {
      const { body } = await create({ ...validProduct, name: "  Tidy Name  ", description: "   " });
      expect(body).toMatchObject({ data: { name: "Tidy Name", description: null } });
    });

    test.each([
      ["name missing", { name: undefined }, "name", "Name is required"],
      ["name blank", { name: "   " }, "name", "Name is required"],
      ["name not text", { name: 42 }, "name", "Name must be text"],
      ["price missing", { price: undefined }, "price", "Price is required"],
      ["price negative", { price: -1 }, "price", "Price cannot be negative"],
      ["price not a number", { price: "abc" }, "price", "Price must be a number"],
      ["price a numeric string", { price: "19.99" }, "price", "Price must be a number"],
      ["price with 3 decimals", { price: 19.999 }, "price", "Price can have at most 2 decimal places"],
      ["price too high", { price: 100000.01 }, "price", "Price must be at most 100000"],
      ["category missing", { category: undefined }, "category", "Category is required"],
      [
        "category unknown",
        { category: "Anklets" },
        "category",
        "Category must be one of Necklaces, Bracelets, Earrings, Rings, Custom",
      ],
      ["stock negative", { stock: -1 }, "stock", "Stock cannot be negative"],
      ["stock fractional", { stock: 1.5 }, "stock", "Stock must be a whole number"],
      ["stock text", { stock: "many" }, "stock", "Stock must be a whole number"],
      ["images not a list", { images: "/uploads/a.png" }, "images", "Images must be a list of paths"],
      [
        "more than 10 images",
        { images: Array.from({ length: 11 }, (_, index) => `/uploads/${index}.png`) },
        "images",
        "At most 10 images",
      ],
      [
        "image javascript: URL",
        { images: ["javascript:alert(1)"] },
        "images.0",
        "Images must be paths on this site starting with /",
      ],
      [
        "image data: URL",
        { images: ["data:image/png;base64,AAAA"] },
        "images.0",
        "Images must be paths on this site starting with /",
      ],
      [
        "image on another host",
        { images: ["https://example.com/a.png"] },
        "images.0",
        "Images must be paths on this site starting with /",
      ],
      [
        "image protocol-relative",
        { images: ["//example.com/a.png"] },
        "images.0",
        "Images must be paths on this site starting with /",
      ],
      ["image with ..", { images: ["/uploads/../secrets"] }, "images.0", "Image paths must not contain .."],
      [
        "image with a space",
        { images: ["/uploads/a b.png"] },
        "images.0",
        "Images must be paths on this site starting with /",
      ],
      [
        "image empty",
        { images: ["/products/a.svg", ""] },
        "images.1",
        "Images must be paths on this site starting with /",
      ],
    ])("%s answers 400 naming the field", async (_label, change, path, message) => {
      const body = await failureOf({ ...validProduct, ...change });
      expect(body).toMatchObject({ success: false, code: "validation_error" });
      expect(body.details).toEqual([{ path, message }]);
    });

    test("every bad field is named at once", async () => {
      const body = await failureOf({ price: -5, stock: -1 });
      expect(body.details?.map((detail) => detail.path)).toEqual(["name", "price", "category", "stock"]);
    });

    test("a body that is not JSON answers 400", async () => {
      const body = await failureOf("{ not json");
      expect(body.code).toBe("validation_error");
    });

    test("a JSON body that is not an object answers 400 naming body", async () => {
      const body = await failureOf([validProduct]);
      expect(body.details?.[0]?.path).toBe("body");
    });

    test("signed out answers 401 and creates nothing", async () => {
      const before = await database.client().product.count();
      const answer = await callRoute(POST, apiRequest("POST", "/api/products", { body: validProduct }));
      expect(answer.status).toBe(401);
      expect(await database.client().product.count()).toBe(before);
    });

    test("a member (USER) answers 403 and creates nothing", async () => {
      const before = await database.client().product.count();
      const { status } = await create(validProduct, memberToken);
      expect(status).toBe(403);
      expect(await database.client().product.count()).toBe(before);
    });
  });

  describe("PUT /api/products/{id}", () => {
    function update(id: string, body: unknown, token = adminToken) {
      return callRoute(PUT, apiRequest("PUT", `/api/products/${id}`, { body, token }), { id });
    }

    test("an admin replaces every editable field", async () => {
      const product = await createProduct(database.client(), {
        name: "Old Name",
        priceCents: 500,
        stock: 9,
        images: ["/products/old.svg"],
      });

      const { status, body } = await update(product.id, {
        name: "New Name",
        description: "Now with a clasp.",
        price: 35.1,
        category: "bracelets",
        stock: 4,
        images: ["/uploads/new.webp", "/products/old.svg"],
      });

      expect(status).toBe(200);
      expect(body).toEqual({
        success: true,
        data: {
          id: product.id,
          name: "New Name",
          description: "Now with a clasp.",
          price: 35.1,
          basePrice: 35.1,
          priceVaries: false,
          category: "Bracelets",
          stock: 4,
          inStock: true,
          availability: "in_stock",
          imageUrl: "/uploads/new.webp",
          images: ["/uploads/new.webp", "/products/old.svg"],
          ...PLAIN_PIECE,
        },
      });
      expect((await database.client().product.findUniqueOrThrow({ where: { id: product.id } })).priceCents).toBe(3510);
    });

    test("omitted optional fields are replaced by their defaults, as a full replacement", async () => {
      const product = await createProduct(database.client(), {
        description: "Kept?",
        stock: 9,
        images: ["/products/a.svg"],
      });
      const { body } = await update(product.id, { name: "Bare", price: 1, category: "Custom" });
      expect(body).toMatchObject({ data: { name: "Bare", description: null, stock: 0, images: [] } });
    });

    test("with previousStock, a sale made while the form was open stays sold: the maker's change is applied to today's stock", async () => {
      const product = await createProduct(database.client(), { stock: 5 });
      // The form opened at 5; then a buyer took one.
      await database.client().product.update({ where: { id: product.id }, data: { stock: { decrement: 1 } } });

      const restocked = await update(product.id, { ...validProduct, stock: 7, previousStock: 5 });
      expect(restocked.status).toBe(200);
      expect(restocked.body).toMatchObject({ data: { stock: 6 } });

      // Unchanged in the form (6 shown, 6 sent): another sale meanwhile is kept too.
      await database.client().product.update({ where: { id: product.id }, data: { stock: { decrement: 2 } } });
      const renamed = await update(product.id, { ...validProduct, name: "Renamed Strand", stock: 6, previousStock: 6 });
      expect(renamed.body).toMatchObject({ data: { name: "Renamed Strand", stock: 4 } });

      // Taking off more than is left stops at zero.
      const emptied = await update(product.id, { ...validProduct, stock: 0, previousStock: 6 });
      expect(emptied.body).toMatchObject({ data: { stock: 0, inStock: false } });
      expect((await database.client().product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(0);
    });

    test("without previousStock (an API client), stock is the number sent", async () => {
      const product = await createProduct(database.client(), { stock: 5 });
      await database.client().product.update({ where: { id: product.id }, data: { stock: { decrement: 1 } } });
      const { body } = await update(product.id, { ...validProduct, stock: 7 });
      expect(body).toMatchObject({ data: { stock: 7 } });
    });

    test("a previousStock that is not a whole number answers 400 naming it", async () => {
      const product = await createProduct(database.client(), { stock: 5 });
      const { status, body } = await update(product.id, { ...validProduct, previousStock: 1.5 });
      expect(status).toBe(400);
      expect(body.details).toEqual([{ path: "previousStock", message: "previousStock must be a whole number" }]);
    });

    test("invalid input answers 400 and changes nothing", async () => {
      const product = await createProduct(database.client(), { name: "Untouched", priceCents: 700 });
      const { status, body } = await update(product.id, { ...validProduct, price: 1.234 });
      expect(status).toBe(400);
      expect(body).toMatchObject({ details: [{ path: "price", message: "Price can have at most 2 decimal places" }] });
      const row = await database.client().product.findUniqueOrThrow({ where: { id: product.id } });
      expect([row.name, row.priceCents]).toEqual(["Untouched", 700]);
    });

    test("an unknown id answers 404 Product not found", async () => {
      const { status, body } = await update("missing-id", validProduct);
      expect(status).toBe(404);
      expect(body).toMatchObject({ success: false, error: "Product not found" });
    });

    test("a deleted product answers 404 and stays deleted", async () => {
      const product = await createProduct(database.client(), { name: "Gone", deletedAt: new Date() });
      const { status } = await update(product.id, validProduct);
      expect(status).toBe(404);
      const row = await database.client().product.findUniqueOrThrow({ where: { id: product.id } });
      expect(row.name).toBe("Gone");
      expect(row.deletedAt).not.toBeNull();
    });

    test("signed out answers 401, a member 403, and nothing changes", async () => {
      const product = await createProduct(database.client(), { name: "Guarded" });
      const signedOut = await callRoute(PUT, apiRequest("PUT", `/api/products/${product.id}`, { body: validProduct }), {
        id: product.id,
      });
      expect(signedOut.status).toBe(401);
      expect((await update(product.id, validProduct, memberToken)).status).toBe(403);
      expect((await database.client().product.findUniqueOrThrow({ where: { id: product.id } })).name).toBe("Guarded");
    });
  });
});
