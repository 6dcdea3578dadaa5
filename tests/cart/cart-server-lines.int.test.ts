import { describe, expect, test } from "vitest";
import { PUT as setRoute } from "@/app/api/cart/[id]/route";
import { createProduct } from "../factories/products";
import { createUser } from "../factories/users";
import { cartApi } from "../support/cart-api";
import { useTestDatabase } from "../support/database";
import { apiRequest, callRoute } from "../support/api";

describe("changing the member's cart lines", () => {
  const database = useTestDatabase();
  const db = () => database.client();
  const linesOf = (userId: string) =>
    db().cartItem.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { productId: true, quantity: true },
    });

  async function memberWithCart(...quantities: number[]) {
    const member = await createUser(db());
    const products = [];
    for (const quantity of quantities) {
      const product = await createProduct(db(), { stock: 5, priceCents: 1_000 });
      await db().cartItem.create({ data: { userId: member.id, productId: product.id, quantity } });
      products.push(product);
    }
    return { member, products };
  }

  describe("PUT /api/cart/{productId}", () => {
    test("setting a quantity answers the cart with the new subtotal and total", async () => {
      const { member, products } = await memberWithCart(1, 2);
      const [first, second] = products.map((product) => product.id);
      const answer = await cartApi.set(member, first ?? "", { quantity: 4 });
      expect(answer.status).toBe(200);
      expect(answer.body.data.items.map((item) => [item.productId, item.quantity, item.subtotal])).toEqual([
        [first, 4, 40],
        [second, 2, 20],
      ]);
      expect(answer.body.data.total).toBe(60);
    });

    test.each([0, -3])("quantity %i removes the line", async (quantity) => {
      const { member, products } = await memberWithCart(2, 1);
      const [first, second] = products.map((product) => product.id);
      const answer = await cartApi.set(member, first ?? "", { quantity });
      expect(answer.status).toBe(200);
      expect(answer.body.data.items.map((item) => item.productId)).toEqual([second]);
      expect(await linesOf(member.id)).toEqual([{ productId: second, quantity: 1 }]);
    });

    test.each([[2.5], ["3"], [null]])(
      "quantity %j is a 400 naming the field, and the line is kept",
      async (quantity) => {
        const { member, products } = await memberWithCart(2);
        const answer = await cartApi.set(member, products[0]?.id ?? "", { quantity });
        expect(answer.status).toBe(400);
        expect(answer.body.details).toEqual([{ path: "quantity", message: "Quantity must be a whole number" }]);
        expect((await linesOf(member.id))[0]?.quantity).toBe(2);
      },
    );

    test("more than the stock is a 409 naming how many are available, and the line is kept", async () => {
      const { member, products } = await memberWithCart(2);
      const product = products[0];
      const answer = await cartApi.set(member, product?.id ?? "", { quantity: 6 });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe(`Only 5 of ${product?.name} available`);
      expect((await linesOf(member.id))[0]?.quantity).toBe(2);
    });

    test("a product taken off sale cannot be raised (404); it can still be removed", async () => {
      const { member, products } = await memberWithCart(1);
      const id = products[0]?.id ?? "";
      await db().product.update({ where: { id }, data: { deletedAt: new Date() } });
      const raise = await cartApi.set(member, id, { quantity: 2 });
      expect(raise.status).toBe(404);
      expect(raise.body.error).toBe("Product not found");
      expect((await cartApi.set(member, id, { quantity: 0 })).status).toBe(200);
      expect(await linesOf(member.id)).toEqual([]);
    });

    test("a product that is not in the cart is a 404", async () => {
      const member = await createUser(db());
      const product = await createProduct(db());
      const answer = await cartApi.set(member, product.id, { quantity: 1 });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe("Item not found in cart");
      expect(await linesOf(member.id)).toEqual([]);
    });

    test("signed out it is a 401; a cookie-authenticated change from another site is a 403", async () => {
      const { member, products } = await memberWithCart(2);
      const id = products[0]?.id ?? "";
      expect((await cartApi.set(undefined, id, { quantity: 1 })).status).toBe(401);
      const request = apiRequest("PUT", `/api/cart/${id}`, {
        body: { quantity: 5 },
        cookie: member.accessToken,
        origin: "https://evil.example",
      });
      expect((await callRoute(setRoute, request, { id })).status).toBe(403);
      expect((await linesOf(member.id))[0]?.quantity).toBe(2);
    });
  });

  describe("DELETE /api/cart/{productId} and POST /api/cart/clear", () => {
    test("removing a line answers the cart without it", async () => {
      const { member, products } = await memberWithCart(1, 3);
      const [first, second] = products.map((product) => product.id);
      const answer = await cartApi.remove(member, first ?? "");
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ items: [{ productId: second, quantity: 3 }], total: 30 });
    });

    test("removing a product that is not in the cart is a 404", async () => {
      const member = await createUser(db());
      const answer = await cartApi.remove(member, "no-such-product");
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe("Item not found in cart");
    });

    test("clearing empties the cart and answers it empty", async () => {
      const { member } = await memberWithCart(1, 2, 3);
      const answer = await cartApi.clear(member);
      expect(answer.body).toEqual({ success: true, data: { items: [], total: 0 } });
      expect(await linesOf(member.id)).toEqual([]);
      expect((await cartApi.clear(member)).status).toBe(200);
    });

    test("signed out both are a 401", async () => {
      const { member, products } = await memberWithCart(1);
      expect((await cartApi.remove(undefined, products[0]?.id ?? "")).status).toBe(401);
      expect((await cartApi.clear(undefined)).status).toBe(401);
      expect(await linesOf(member.id)).toHaveLength(1);
    });
  });

  describe("another member's cart", () => {
    test("member B cannot change or remove member A's lines, and clearing B's cart leaves A's alone", async () => {
      const { member: alice, products } = await memberWithCart(2, 1);
      const bob = await createUser(db());
      const before = await linesOf(alice.id);
      const [first, second] = products.map((product) => product.id);
      const attempts = [
        await cartApi.set(bob, first ?? "", { quantity: 5 }),
        await cartApi.set(bob, second ?? "", { quantity: 0 }),
        await cartApi.remove(bob, first ?? ""),
      ];
      for (const answer of attempts) {
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject({ success: false, error: "Item not found in cart", code: "not_found" });
      }
      expect((await cartApi.clear(bob)).body.data).toEqual({ items: [], total: 0 });
      expect((await cartApi.get(bob)).body.data.items).toEqual([]);
      expect(await linesOf(alice.id)).toEqual(before);
    });
  });
});
