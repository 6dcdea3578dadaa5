import { describe, expect, test } from "vitest";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { GET as listOrders } from "@/app/api/orders/route";
import { createOrder, DEFAULT_SHIPPING_ADDRESS } from "../factories/orders";
import { createProduct } from "../factories/products";
import { createUser } from "../factories/users";
import { apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";

type Order = {
  id: string;
  status: string;
  total: number;
  subtotal: number;
  shippingCost: number;
  taxAmount: number;
  createdAt: string;
  orderItems: {
    id: string;
    productId: string | null;
    price: number;
    quantity: number;
    product: { name: string; images: string[] };
  }[];
};

/** An order line of a piece without sizes or texts, ready to ship: what these lines add to the shape (docs/api.md). */
const PLAIN_ITEM = {
  custom: false,
  variantId: null,
  variantName: null,
  variantLabel: null,
  personalization: null,
  leadTimeDays: 0,
};

describe("reading orders", () => {
  const database = useTestDatabase();

  function list(token?: string) {
    return callRoute<Order[]>(listOrders, apiRequest("GET", "/api/orders", { token }));
  }

  function one(id: string, token?: string) {
    return callRoute<Order>(getOrder, apiRequest("GET", `/api/orders/${id}`, { token }), { id });
  }

  describe("GET /api/orders", () => {
    test("a member sees their own orders, newest first, with their count as total", async () => {
      const db = database.client();
      const member = await createUser(db);
      const other = await createUser(db);
      const oldest = await createOrder(db, {
        userId: member.id,
        email: member.email,
        items: [{ name: "Old Ring", unitPriceCents: 1_000, quantity: 1 }],
        createdAt: new Date("2026-01-01T10:00:00Z"),
      });
      const newest = await createOrder(db, {
        userId: member.id,
        email: member.email,
        items: [{ name: "New Ring", unitPriceCents: 2_000, quantity: 1 }],
        createdAt: new Date("2026-03-01T10:00:00Z"),
      });
      const middle = await createOrder(db, {
        userId: member.id,
        email: member.email,
        items: [{ name: "Mid Ring", unitPriceCents: 1_500, quantity: 1 }],
        createdAt: new Date("2026-02-01T10:00:00Z"),
      });
      await createOrder(db, {
        userId: other.id,
        email: other.email,
        items: [{ name: "Not Mine", unitPriceCents: 900, quantity: 1 }],
      });

      const answer = await list(member.accessToken);
      expect(answer.status).toBe(200);
      const { body } = answer;
      expect(body.success).toBe(true);
      expect(body.total).toBe(3);
      expect(body.data.map((order) => order.id)).toEqual([newest.id, middle.id, oldest.id]);
    });

    test("amounts are dollars computed from the stored cents", async () => {
      const db = database.client();
      const member = await createUser(db);
      await createOrder(db, {
        userId: member.id,
        email: member.email,
        shippingMethod: "express",
        taxCents: 363,
        items: [{ name: "Pearl Drop Earrings", images: ["/uploads/pearl.webp"], unitPriceCents: 2_500, quantity: 2 }],
      });

      const { body } = await list(member.accessToken);
      expect(body.data[0]).toMatchObject({
        status: "processing",
        subtotal: 50,
        shippingCost: 15,
        taxAmount: 3.63,
        total: 68.63,
        shippingMethod: "express",
        email: member.email,
        shippingAddress: { ...DEFAULT_SHIPPING_ADDRESS },
        orderItems: [
          {
            productId: null,
            price: 25,
            quantity: 2,
            product: { name: "Pearl Drop Earrings", images: ["/uploads/pearl.webp"] },
          },
        ],
      });
    });

    test("a member without orders gets an empty list and total 0", async () => {
      const member = await createUser(database.client());
      const { body } = await list(member.accessToken);
      expect(body).toEqual({ success: true, data: [], total: 0 });
    });

    test("signed out is a 401", async () => {
      const answer = await list();
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, code: "unauthorized" });
    });
  });

  describe("GET /api/orders/{id}", () => {
    test("a member opens one of their orders", async () => {
      const db = database.client();
      const member = await createUser(db);
      const order = await createOrder(db, {
        userId: member.id,
        email: member.email,
        status: "shipped",
        items: [{ name: "Opal Band", unitPriceCents: 3_200, quantity: 1 }],
      });

      const answer = await one(order.id, member.accessToken);
      expect(answer.status).toBe(200);
      const { body } = answer;
      expect(body.data).toMatchObject({ id: order.id, status: "shipped", subtotal: 32, total: 34.32 });
    });

    test("another member's order answers 404 Order not found, as a missing one does", async () => {
      const db = database.client();
      const owner = await createUser(db);
      const intruder = await createUser(db);
      const order = await createOrder(db, {
        userId: owner.id,
        email: owner.email,
        items: [{ name: "Private Piece", unitPriceCents: 1_000, quantity: 1 }],
      });

      for (const id of [order.id, "no-such-order"]) {
        const answer = await one(id, intruder.accessToken);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ success: false, error: "Order not found", code: "not_found" });
      }
    });

    test("a guest order (no member) is nobody's to read here", async () => {
      const db = database.client();
      const member = await createUser(db);
      const order = await createOrder(db, {
        email: member.email,
        items: [{ name: "Guest Piece", unitPriceCents: 1_000, quantity: 1 }],
      });
      expect((await one(order.id, member.accessToken)).status).toBe(404);
    });

    test("signed out is a 401", async () => {
      const db = database.client();
      const member = await createUser(db);
      const order = await createOrder(db, {
        userId: member.id,
        email: member.email,
        items: [{ name: "Any", unitPriceCents: 100, quantity: 1 }],
      });
      expect((await one(order.id)).status).toBe(401);
    });

    test("a piece later renamed, repriced and deleted still shows as it was sold", async () => {
      const db = database.client();
      const member = await createUser(db);
      const kept = await createProduct(db, {
        name: "Moonstone Pendant",
        priceCents: 4_200,
        images: ["/uploads/moon.webp"],
      });
      const gone = await createProduct(db, {
        name: "Garnet Studs",
        priceCents: 1_800,
        images: ["/uploads/garnet.webp"],
      });
      const order = await createOrder(db, {
        userId: member.id,
        email: member.email,
        items: [
          { product: kept, unitPriceCents: kept.priceCents, quantity: 1 },
          { product: gone, unitPriceCents: gone.priceCents, quantity: 2 },
        ],
      });
      await db.product.update({
        where: { id: kept.id },
        data: { name: "Renamed", priceCents: 9_900, images: [], deletedAt: new Date() },
      });
      await db.product.delete({ where: { id: gone.id } });

      const { body } = await one(order.id, member.accessToken);
      const items = body.data.orderItems
        .map(({ id: _id, ...line }) => line)
        .sort((a, b) => a.product.name.localeCompare(b.product.name));
      expect(items).toEqual([
        {
          productId: null,
          ...PLAIN_ITEM,
          price: 18,
          quantity: 2,
          product: { name: "Garnet Studs", images: ["/uploads/garnet.webp"] },
        },
        {
          productId: kept.id,
          ...PLAIN_ITEM,
          price: 42,
          quantity: 1,
          product: { name: "Moonstone Pendant", images: ["/uploads/moon.webp"] },
        },
      ]);
      expect(body.data.subtotal).toBe(78);
    });
  });
});
