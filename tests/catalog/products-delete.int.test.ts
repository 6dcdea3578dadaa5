import { beforeAll, describe, expect, test } from "vitest";
import { DELETE, GET as detailRoute } from "@/app/api/products/[id]/route";
import { GET as listRoute } from "@/app/api/products/route";
import { GET as searchRoute } from "@/app/api/products/search/route";
import { GET as categoriesRoute } from "@/app/api/products/categories/route";
import { apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { createProduct } from "../factories/products";
import { createAdmin, createUser } from "../factories/users";

describe("DELETE /api/products/{id}", () => {
  const database = useTestDatabase();
  let adminToken = "";
  let memberToken = "";
  let memberId = "";

  beforeAll(async () => {
    adminToken = (await createAdmin(database.client())).accessToken;
    const member = await createUser(database.client());
    memberToken = member.accessToken;
    memberId = member.user.id;
  });

  function remove(id: string, token: string | null = adminToken) {
    return callRoute(DELETE, apiRequest("DELETE", `/api/products/${id}`, { token: token ?? undefined }), { id });
  }

  test("an admin deletes a product: 200 with its id, the row stays with deletedAt set", async () => {
    const product = await createProduct(database.client());

    const { status, body } = await remove(product.id);

    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { id: product.id } });
    const row = await database.client().product.findUniqueOrThrow({ where: { id: product.id } });
    expect(row.deletedAt).toBeInstanceOf(Date);
  });

  test("a deleted product disappears from the list, search, categories and its detail page", async () => {
    const db = database.client();
    await db.product.deleteMany({ where: { orderItems: { none: {} } } });
    const kept = await createProduct(db, { name: "Kept Lariat", category: "Necklaces" });
    const doomed = await createProduct(db, { name: "Vanishing Anklet", category: "Anklets" });
    await remove(doomed.id);

    const { body: list } = await callRoute<{ id: string }[]>(listRoute, apiRequest("GET", "/api/products"));
    expect(list.data.map((product) => product.id)).toContain(kept.id);
    expect(list.data.map((product) => product.id)).not.toContain(doomed.id);

    const { body: search } = await callRoute<{ id: string }[]>(
      searchRoute,
      apiRequest("GET", "/api/products/search?q=vanishing"),
    );
    expect(search.data).toEqual([]);

    const { body: categories } = await callRoute<string[]>(
      categoriesRoute,
      apiRequest("GET", "/api/products/categories"),
    );
    expect(categories.data).not.toContain("Anklets");

    const detail = await callRoute(detailRoute, apiRequest("GET", `/api/products/${doomed.id}`), { id: doomed.id });
    expect(detail.status).toBe(404);
  });

  test("its cart lines are removed; other cart lines stay", async () => {
    const db = database.client();
    const doomed = await createProduct(db);
    const other = await createProduct(db);
    await db.cartItem.createMany({
      data: [
        { userId: memberId, productId: doomed.id, quantity: 2 },
        { userId: memberId, productId: other.id, quantity: 1 },
      ],
    });

    await remove(doomed.id);

    const lines = await db.cartItem.findMany({
      where: { userId: memberId },
      select: { productId: true, quantity: true },
    });
    expect(lines).toEqual([{ productId: other.id, quantity: 1 }]);
  });

  test("a past order's item still reads with its snapshot and product id", async () => {
    const db = database.client();
    const product = await createProduct(db, {
      name: "Heirloom Locket",
      priceCents: 4_800,
      images: ["/products/locket.svg"],
    });
    const order = await db.order.create({
      data: {
        userId: memberId,
        email: "buyer@example.test",
        subtotalCents: 9_600,
        shippingCents: 1_000,
        taxCents: 840,
        taxRatePpm: 87_500,
        taxSource: "registration",
        totalCents: 11_440,
        shippingMethod: "standard",
        shippingAddress: { fullName: "Ada Buyer", city: "Austin", state: "TX" },
        paymentIntentId: "pi_test_deleted_product",
        items: {
          create: {
            productId: product.id,
            productName: "Heirloom Locket",
            productImages: ["/products/locket.svg"],
            unitPriceCents: 4_800,
            quantity: 2,
          },
        },
      },
    });

    expect((await remove(product.id)).status).toBe(200);

    const items = await db.orderItem.findMany({ where: { orderId: order.id } });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      productId: product.id,
      productName: "Heirloom Locket",
      productImages: ["/products/locket.svg"],
      unitPriceCents: 4_800,
      quantity: 2,
    });
  });

  test("deleting it again answers 404 Product not found", async () => {
    const product = await createProduct(database.client());
    await remove(product.id);
    const { status, body } = await remove(product.id);
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, error: "Product not found" });
  });

  test("an unknown id answers 404 Product not found", async () => {
    const { status, body } = await remove("no-such-product");
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, error: "Product not found" });
  });

  test("signed out answers 401, a member 403, and the product stays on sale", async () => {
    const product = await createProduct(database.client());
    expect((await remove(product.id, null)).status).toBe(401);
    expect((await remove(product.id, memberToken)).status).toBe(403);
    const row = await database.client().product.findUniqueOrThrow({ where: { id: product.id } });
    expect(row.deletedAt).toBeNull();
  });
});
