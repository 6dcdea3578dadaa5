import { describe, expect, test } from "vitest";
import { POST as addRoute } from "@/app/api/cart/route";
import { createProduct } from "../factories/products";
import { createUser } from "../factories/users";
import { cartApi } from "../support/cart-api";
import { useTestDatabase } from "../support/database";
import { ORIGIN, apiRequest, callRoute } from "../support/api";

/** A line of a piece without sizes or texts, ready to ship: what these lines add to the shape (docs/api.md, Cart). */
const PLAIN_LINE = { variantId: null, variantName: null, variantLabel: null, personalization: "", leadTimeDays: 0 };

describe("the member's cart", () => {
  const database = useTestDatabase();
  const db = () => database.client();
  const linesOf = (userId: string) =>
    db().cartItem.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { productId: true, quantity: true },
    });

  describe("GET /api/cart", () => {
    test("an empty cart is no items and a total of 0", async () => {
      const member = await createUser(db());
      expect((await cartApi.get(member)).body).toEqual({ success: true, data: { items: [], total: 0 } });
    });

    test("lines carry name, price, images and subtotal from the database, oldest first, with the total", async () => {
      const member = await createUser(db());
      const necklace = await createProduct(db(), {
        name: "Moonlit Strand",
        priceCents: 2_450,
        images: ["/a.svg", "/b.svg"],
      });
      const ring = await createProduct(db(), { name: "Copper Ring", priceCents: 1_999 });
      await cartApi.add(member, { productId: necklace.id, quantity: 2 });
      await cartApi.add(member, { productId: ring.id, quantity: 3 });
      const answer = await cartApi.get(member);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        data: {
          items: [
            {
              id: expect.any(String) as unknown,
              productId: necklace.id,
              ...PLAIN_LINE,
              name: "Moonlit Strand",
              price: 24.5,
              quantity: 2,
              images: ["/a.svg", "/b.svg"],
              subtotal: 49,
            },
            {
              id: expect.any(String) as unknown,
              productId: ring.id,
              ...PLAIN_LINE,
              name: "Copper Ring",
              price: 19.99,
              quantity: 3,
              images: [],
              subtotal: 59.97,
            },
          ],
          total: 108.97,
        },
      });
    });

    test("a price changed by the maker shows at once; a product taken off sale drops out of the cart", async () => {
      const member = await createUser(db());
      const repriced = await createProduct(db(), { priceCents: 1_000 });
      const retired = await createProduct(db(), { priceCents: 500 });
      await cartApi.add(member, { productId: repriced.id, quantity: 1 });
      await cartApi.add(member, { productId: retired.id, quantity: 1 });
      await db().product.update({ where: { id: repriced.id }, data: { priceCents: 1_250 } });
      await db().product.update({ where: { id: retired.id }, data: { deletedAt: new Date() } });
      const answer = await cartApi.get(member);
      expect(answer.body.data).toEqual({
        items: [expect.objectContaining({ productId: repriced.id, price: 12.5, subtotal: 12.5 })],
        total: 12.5,
      });
    });

    test("signed out it is a 401", async () => {
      const answer = await cartApi.get(undefined);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, code: "unauthorized" });
    });
  });

  describe("POST /api/cart", () => {
    test("adding answers the cart; the price the client sends is ignored", async () => {
      const member = await createUser(db());
      const product = await createProduct(db(), { priceCents: 3_000, name: "Garnet Drop" });
      const answer = await cartApi.add(member, {
        productId: product.id,
        quantity: 1,
        price: 0.01,
        name: "Free",
        subtotal: 0,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        items: [
          {
            id: expect.any(String) as unknown,
            productId: product.id,
            ...PLAIN_LINE,
            name: "Garnet Drop",
            price: 30,
            quantity: 1,
            images: [],
            subtotal: 30,
          },
        ],
        total: 30,
      });
    });

    test("adding a product already in the cart adds to its line; a missing quantity adds one", async () => {
      const member = await createUser(db());
      const product = await createProduct(db(), { stock: 10 });
      await cartApi.add(member, { productId: product.id, quantity: 2 });
      await cartApi.add(member, { productId: product.id, quantity: 3 });
      const answer = await cartApi.add(member, { productId: product.id });
      expect(answer.body.data.items).toHaveLength(1);
      expect(answer.body.data.items[0]?.quantity).toBe(6);
      expect(await linesOf(member.id)).toEqual([{ productId: product.id, quantity: 6 }]);
    });

    test.each([
      [0, "Quantity must be at least 1"],
      [-2, "Quantity must be at least 1"],
      [1.5, "Quantity must be a whole number"],
      ["2", "Quantity must be a whole number"],
    ])("quantity %j is a 400 naming the field", async (quantity, message) => {
      const member = await createUser(db());
      const product = await createProduct(db());
      const answer = await cartApi.add(member, { productId: product.id, quantity });
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual([{ path: "quantity", message }]);
      expect(await linesOf(member.id)).toEqual([]);
    });

    test("without a product it is a 400 naming productId", async () => {
      const answer = await cartApi.add(await createUser(db()), { quantity: 1 });
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual([{ path: "productId", message: "Product is required" }]);
    });

    test("more than the stock is a 409 saying how many are available, counting what the cart holds", async () => {
      const member = await createUser(db());
      const product = await createProduct(db(), { name: "Opal Ring", stock: 3 });
      const tooMany = await cartApi.add(member, { productId: product.id, quantity: 4 });
      expect(tooMany.status).toBe(409);
      expect(tooMany.body).toMatchObject({
        success: false,
        code: "insufficient_stock",
        error: "Only 3 of Opal Ring available",
      });
      expect(tooMany.body.details).toEqual([{ path: "quantity", message: "Only 3 of Opal Ring available" }]);
      expect((await cartApi.add(member, { productId: product.id, quantity: 2 })).status).toBe(200);
      const beyond = await cartApi.add(member, { productId: product.id, quantity: 2 });
      expect(beyond.status).toBe(409);
      expect(beyond.body.error).toBe("Only 3 of Opal Ring available, and your cart already has 2");
      expect((await cartApi.add(member, { productId: product.id, quantity: 1 })).body.data.items[0]?.quantity).toBe(3);
    });

    test("a sold-out product cannot be added", async () => {
      const member = await createUser(db());
      const product = await createProduct(db(), { name: "Last Pearl", stock: 0 });
      const answer = await cartApi.add(member, { productId: product.id, quantity: 1 });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe("Last Pearl is out of stock");
    });

    test("two tabs adding the last pieces at once cannot exceed the stock together", async () => {
      const member = await createUser(db());
      const product = await createProduct(db(), { stock: 3 });
      const answers = await Promise.all(
        [1, 2, 3].map(() => cartApi.add(member, { productId: product.id, quantity: 2 })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      expect(await linesOf(member.id)).toEqual([{ productId: product.id, quantity: 2 }]);
    });

    test("a missing or deleted product is a 404 'Product not found'", async () => {
      const member = await createUser(db());
      const deleted = await createProduct(db(), { deletedAt: new Date() });
      for (const productId of ["no-such-product", deleted.id]) {
        const answer = await cartApi.add(member, { productId, quantity: 1 });
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject({ success: false, error: "Product not found", code: "not_found" });
      }
      expect(await linesOf(member.id)).toEqual([]);
    });

    test("signed out it is a 401 and nothing is stored", async () => {
      const product = await createProduct(db());
      expect((await cartApi.add(undefined, { productId: product.id, quantity: 1 })).status).toBe(401);
      expect(await db().cartItem.count({ where: { productId: product.id } })).toBe(0);
    });

    test("a cookie-authenticated add from another site is refused; from the shop it works", async () => {
      const member = await createUser(db());
      const product = await createProduct(db());
      const body = { productId: product.id, quantity: 1 };
      const evil = await callRoute(
        addRoute,
        apiRequest("POST", "/api/cart", { body, cookie: member.accessToken, origin: "https://evil.example" }),
      );
      expect(evil.status).toBe(403);
      expect(evil.body.code).toBe("cross_site_request");
      expect(await linesOf(member.id)).toEqual([]);
      const shop = await callRoute(
        addRoute,
        apiRequest("POST", "/api/cart", { body, cookie: member.accessToken, origin: ORIGIN }),
      );
      expect(shop.status).toBe(200);
    });
  });
});
