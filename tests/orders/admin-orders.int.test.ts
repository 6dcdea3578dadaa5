import { describe, expect, test } from "vitest";
import { PATCH as patchOrder } from "@/app/api/admin/orders/[id]/route";
import { GET as listAdminOrders } from "@/app/api/admin/orders/route";
import { GET as getMemberOrder } from "@/app/api/orders/[id]/route";
import { getPaymentGateway } from "@/lib/payments/gateway";
import { confirmTestPayment } from "@/lib/payments/test-gateway/confirm";
import { createOrder } from "../factories/orders";
import { createProduct } from "../factories/products";
import { createAdmin, createUser } from "../factories/users";
import { apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { revalidatedPaths } from "../support/next-cache";
import { capturedTestPayment, useCapturedWebhooks } from "../support/payments";

type Line = {
  name: string;
  quantity: number;
  variantName: string | null;
  variantLabel: string | null;
  personalization: string | null;
};
type Row = {
  id: string;
  number: string;
  email: string;
  createdAt: string;
  total: number;
  status: string;
  paymentStatus: string;
  cancelling: boolean;
  cancellationError: string | null;
  itemCount: number;
  shipBy: string | null;
  lines: Line[];
};
type One = { id: string; status: string };

describe("the admin moves orders along", () => {
  const database = useTestDatabase();
  useCapturedWebhooks();
  const db = () => database.client();

  const list = (query: string, token?: string) =>
    callRoute<Row[]>(listAdminOrders, apiRequest("GET", `/api/admin/orders${query}`, { token }));
  const patch = (id: string, body: unknown, token?: string) =>
    callRoute<One>(patchOrder, apiRequest("PATCH", `/api/admin/orders/${id}`, { token, body }), { id });
  const mails = (key: string) => db().emailOutbox.findMany({ where: { dedupeKey: key } });

  async function memberOrder(status?: "processing" | "shipped" | "delivered" | "cancelled" | "pending") {
    const member = await createUser(db());
    const order = await createOrder(db(), {
      userId: member.id,
      email: member.email,
      status,
      items: [{ name: "Moonstone Ring", unitPriceCents: 3_000, quantity: 2 }],
    });
    return { member, order };
  }

  /** An order paid through the test gateway, whose pieces took stock as checkout would have. */
  async function paidOrder() {
    const member = await createUser(db());
    const ring = await createProduct(db(), { name: "Opal Ring", stock: 1 });
    const chain = await createProduct(db(), { name: "Gold Chain", stock: 0 });
    const key = `cancel-${ring.id}`;
    const intent = await capturedTestPayment(key, 6_435);
    const order = await createOrder(db(), {
      userId: member.id,
      email: member.email,
      paymentIntentId: intent.id,
      taxCents: 435,
      items: [
        { product: ring, unitPriceCents: 2_000, quantity: 2 },
        { product: chain, unitPriceCents: 2_000, quantity: 1 },
      ],
    });
    return { member, order, ring, chain, intent };
  }

  describe("GET /api/admin/orders", () => {
    test("the admin sees every customer's orders newest first with number, email, date, total, status and piece count", async () => {
      const admin = await createAdmin(db());
      const a = await createUser(db());
      const old = await createOrder(db(), {
        userId: a.id,
        email: a.email,
        createdAt: new Date("2099-01-01T00:00:00Z"),
        items: [{ name: "Old", unitPriceCents: 1_000, quantity: 1 }],
      });
      const guest = await createOrder(db(), {
        email: "guest@example.com",
        status: "shipped",
        taxCents: 0,
        createdAt: new Date("2099-02-01T00:00:00Z"),
        items: [
          { name: "A", unitPriceCents: 1_000, quantity: 2 },
          { name: "B", unitPriceCents: 500, quantity: 1 },
        ],
      });

      const answer = await list("", admin.accessToken);
      expect(answer.status).toBe(200);
      const { body } = answer;
      // Dated in the future so that they are the newest of the file's orders (the database is shared by its tests).
      expect(body.total).toBe(await db().order.count());
      expect(body.data.slice(0, 2).map((row) => row.id)).toEqual([guest.id, old.id]);
      expect(body.data[0]).toEqual({
        id: guest.id,
        number: guest.id.slice(-8).toUpperCase(),
        email: "guest@example.com",
        createdAt: "2099-02-01T00:00:00.000Z",
        total: 25,
        discount: 0,
        discountCode: null,
        shippingCost: 0,
        refunded: 0,
        remaining: 25,
        status: "shipped",
        paymentStatus: "captured",
        cancelling: false,
        cancellationError: null,
        itemCount: 3,
        shipBy: null,
        lines: [
          { name: "A", quantity: 2, variantName: null, variantLabel: null, personalization: null },
          { name: "B", quantity: 1, variantName: null, variantLabel: null, personalization: null },
        ],
      });
    });

    test("each order lists its lines with the size and the buyer's text, and the day it ships by, so the maker can make it", async () => {
      const admin = await createAdmin(db());
      const order = await createOrder(db(), {
        email: "engraving@example.com",
        createdAt: new Date("2099-03-01T00:00:00Z"),
        shipBy: "2099-03-12",
        items: [
          {
            name: "Signet Ring",
            unitPriceCents: 6_500,
            quantity: 1,
            variantName: "Ring size",
            variantLabel: "8",
            personalization: "A.L. <3",
            leadTimeDays: 7,
          },
          { name: "Chain", unitPriceCents: 2_000, quantity: 2, variantName: "Length", variantLabel: "18 in" },
          { name: "Studs", unitPriceCents: 1_500, quantity: 1 },
        ],
      });

      const { body } = await list("?limit=100", admin.accessToken);
      const row = body.data.find((candidate) => candidate.id === order.id);
      expect(row).toMatchObject({ itemCount: 4, shipBy: "2099-03-12" });
      expect(row?.lines).toEqual([
        { name: "Signet Ring", quantity: 1, variantName: "Ring size", variantLabel: "8", personalization: "A.L. <3" },
        { name: "Chain", quantity: 2, variantName: "Length", variantLabel: "18 in", personalization: null },
        { name: "Studs", quantity: 1, variantName: null, variantLabel: null, personalization: null },
      ]);
    });

    test("?status= keeps the orders of that status (any case) and counts only them; ?limit= caps the page", async () => {
      const admin = await createAdmin(db());
      await memberOrder("processing");
      await memberOrder("processing");
      const shipped = await memberOrder("shipped");

      const { body } = await list("?status=Shipped", admin.accessToken);
      expect(body.data.map((row) => row.id)).toContain(shipped.order.id);
      expect(new Set(body.data.map((row) => row.status))).toEqual(new Set(["shipped"]));
      expect(body.total).toBe(await db().order.count({ where: { status: "shipped" } }));
      const { body: limited } = await list("?status=processing&limit=1", admin.accessToken);
      expect(limited.data).toHaveLength(1);
      expect(limited.data[0]?.status).toBe("processing");
      expect(limited.total).toBe(await db().order.count({ where: { status: "processing" } }));
      expect(limited.total).toBeGreaterThanOrEqual(2);
    });

    test("an unknown status is a 400 naming the field; signed out 401; a member 403", async () => {
      const admin = await createAdmin(db());
      const member = await createUser(db());
      const bad = await list("?status=lost", admin.accessToken);
      expect(bad.status).toBe(400);
      expect(bad.body.details?.[0]?.path).toBe("status");
      expect((await list("")).status).toBe(401);
      expect((await list("", member.accessToken)).status).toBe(403);
    });
  });

  describe("PATCH /api/admin/orders/{id}", () => {
    test("processing → shipped → delivered, and the member's order shows each new status", async () => {
      const admin = await createAdmin(db());
      const { member, order } = await memberOrder();

      const shipped = await patch(order.id, { status: "shipped" }, admin.accessToken);
      expect(shipped.status).toBe(200);
      expect(shipped.body.data).toMatchObject({ id: order.id, status: "shipped" });
      const seen = await callRoute<One>(
        getMemberOrder,
        apiRequest("GET", `/api/orders/${order.id}`, { token: member.accessToken }),
        { id: order.id },
      );
      expect(seen.body.data.status).toBe("shipped");

      expect((await patch(order.id, { status: "delivered" }, admin.accessToken)).status).toBe(200);
      expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("delivered");
    });

    test("marking shipped queues one mail to the buyer, even when the call is repeated or sent five times at once", async () => {
      const admin = await createAdmin(db());
      const { member, order } = await memberOrder();

      const answers = await Promise.all(
        Array.from({ length: 5 }, () => patch(order.id, { status: "shipped" }, admin.accessToken)),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
      const again = await patch(order.id, { status: "shipped" }, admin.accessToken);
      expect(again.status).toBe(409);
      expect(again.body.error).toBe("This order is already shipped.");

      const sent = await mails(`order-shipped:${order.id}`);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.to).toBe(member.email);
      expect(sent[0]?.subject).toContain(order.id.slice(-8).toUpperCase());
      expect(sent[0]?.text).toContain("Moonstone Ring");
    });

    test.each([
      ["processing", "delivered"],
      ["processing", "pending"],
      ["shipped", "processing"],
      ["shipped", "cancelled"],
      ["delivered", "shipped"],
      ["delivered", "cancelled"],
      ["cancelled", "processing"],
      ["cancelled", "shipped"],
      ["pending", "shipped"],
    ] as const)("a %s order cannot be marked %s: 409, nothing changes, no mail", async (from, to) => {
      const admin = await createAdmin(db());
      const { order } = await memberOrder(from);
      const answer = await patch(order.id, { status: to }, admin.accessToken);
      expect(answer.status).toBe(409);
      const { body } = answer;
      expect(body.code).toBe("invalid_status_transition");
      expect(body.error).toBe(
        `A ${from} order cannot be marked ${to}. Allowed: processing → shipped → delivered, or processing → cancelled.`,
      );
      expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(from);
      expect(await db().emailOutbox.count({ where: { dedupeKey: { endsWith: `:${order.id}` } } })).toBe(0);
    });

    test("cancelling refunds the payment in full, puts the stock back, mails the buyer and refreshes the pieces' pages", async () => {
      const admin = await createAdmin(db());
      const { member, order, ring, chain, intent } = await paidOrder();
      revalidatedPaths.length = 0;

      const answer = await patch(order.id, { status: "cancelled" }, admin.accessToken);
      expect(answer.status).toBe(200);
      expect(answer.body.data.status).toBe("cancelled");
      expect(await getPaymentGateway().retrieveIntent(intent.id)).toMatchObject({ amountRefunded: 6_435 });
      expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
        paymentStatus: "refunded",
        cancellationStartedAt: null,
      });
      expect((await db().product.findUniqueOrThrow({ where: { id: ring.id } })).stock).toBe(3);
      expect((await db().product.findUniqueOrThrow({ where: { id: chain.id } })).stock).toBe(1);
      const notice = await mails(`order-cancelled:${order.id}`);
      expect(notice).toHaveLength(1);
      expect(notice[0]?.to).toBe(member.email);
      expect(notice[0]?.text).toContain("Your payment of $64.35 has been refunded in full.");
      expect([...revalidatedPaths].sort()).toEqual([`/product/${ring.id}`, `/product/${chain.id}`].sort());

      const seen = await callRoute<One>(
        getMemberOrder,
        apiRequest("GET", `/api/orders/${order.id}`, { token: member.accessToken }),
        { id: order.id },
      );
      expect(seen.body.data.status).toBe("cancelled");
      // Final: a second cancellation neither refunds nor restocks again.
      expect((await patch(order.id, { status: "cancelled" }, admin.accessToken)).status).toBe(409);
      expect((await db().product.findUniqueOrThrow({ where: { id: ring.id } })).stock).toBe(3);
    });

    test("when the refund is refused the order stays processing, the stock stays taken, no mail is queued, and the maker sees why", async () => {
      const admin = await createAdmin(db());
      const product = await createProduct(db(), { stock: 0 });
      // The factory's made-up payment id is unknown to the gateway, so the refund is refused.
      const order = await createOrder(db(), {
        email: "buyer@example.com",
        items: [{ product, unitPriceCents: 2_000, quantity: 1 }],
      });

      const answer = await patch(order.id, { status: "cancelled" }, admin.accessToken);
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        code: "refund_failed",
        error: "The payment could not be refunded, so the order was not cancelled. Payment not found",
      });
      expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
        status: "processing",
        paymentStatus: "captured",
        cancellationStartedAt: null,
        cancellationError: "Payment not found",
      });
      expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(0);
      expect(await db().emailOutbox.count({ where: { dedupeKey: { endsWith: `:${order.id}` } } })).toBe(0);
      const { body } = await list("?status=processing&limit=100", admin.accessToken);
      expect(body.data.find((row) => row.id === order.id)).toMatchObject({
        cancelling: false,
        cancellationError: "Payment not found",
      });
    });

    test("cancelling an order whose payment is only authorized (pending) voids the hold: nothing refunded, the buyer told their card was not charged", async () => {
      const admin = await createAdmin(db());
      const member = await createUser(db());
      const ring = await createProduct(db(), { name: "Held Ring", stock: 0 });
      const intent = await getPaymentGateway().createIntent({
        amount: 2_145,
        currency: "usd",
        metadata: { draft_id: "held" },
        idempotencyKey: "held-order",
      });
      await confirmTestPayment(intent.clientSecret, "4242 4242 4242 4242");
      const order = await createOrder(db(), {
        userId: member.id,
        email: member.email,
        status: "pending",
        paymentIntentId: intent.id,
        taxCents: 145,
        items: [{ product: ring, unitPriceCents: 2_000, quantity: 1 }],
      });

      const answer = await patch(order.id, { status: "cancelled" }, admin.accessToken);
      expect(answer.status).toBe(200);
      expect(await getPaymentGateway().retrieveIntent(intent.id)).toMatchObject({
        status: "canceled",
        amountRefunded: 0,
      });
      expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
        status: "cancelled",
        paymentStatus: "voided",
      });
      expect((await db().product.findUniqueOrThrow({ where: { id: ring.id } })).stock).toBe(1);
      const [notice] = await mails(`order-cancelled:${order.id}`);
      expect(notice?.subject).toBe(
        `Cancelled: your Atelier order #${order.id.slice(-8).toUpperCase()} (your card was not charged)`,
      );
      expect(notice?.text).toContain("Your card was not charged.");
    });

    test("a missing or unknown status is a 400 naming the field", async () => {
      const admin = await createAdmin(db());
      const { order } = await memberOrder();
      for (const body of [{}, { status: "lost" }, { status: 3 }]) {
        const answer = await patch(order.id, body, admin.accessToken);
        expect(answer.status).toBe(400);
        expect(answer.body.details?.[0]?.path).toBe("status");
      }
    });

    test("signed out answers 401, a member 403, a missing order 404, and nothing changes", async () => {
      const admin = await createAdmin(db());
      const { member, order } = await memberOrder();
      expect((await patch(order.id, { status: "shipped" })).status).toBe(401);
      expect((await patch(order.id, { status: "shipped" }, member.accessToken)).status).toBe(403);
      const missing = await patch("missing-order", { status: "shipped" }, admin.accessToken);
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe("Order not found");
      expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("processing");
      expect(await db().emailOutbox.count({ where: { dedupeKey: { endsWith: `:${order.id}` } } })).toBe(0);
    });
  });
});
