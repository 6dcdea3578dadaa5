import { afterAll, afterEach, describe, expect, test } from "vitest";
import { GET as getAdminOrder, PATCH as patchOrder } from "@/app/api/admin/orders/[id]/route";
import { POST as addNote } from "@/app/api/admin/orders/[id]/notes/route";
import { POST as guestCheckout } from "@/app/api/guest/checkout/route";
import { GET as getMemberOrder } from "@/app/api/orders/[id]/route";
import { createOrder } from "../factories/orders";
import { createProduct } from "../factories/products";
import { createAdmin, createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { guestIntentPayload, holdEvents, pay, requestIntent, stopEventDelivery } from "../support/checkout";
import { useTestDatabase } from "../support/database";
import { capturedTestPayment } from "../support/payments";

type Event = { at: string; actor: string; type: string; from: string | null; to: string | null; note: string | null };
type Detail = {
  id: string;
  number: string;
  status: string;
  buyer: { email: string; name: string | null; member: boolean };
  lines: {
    name: string;
    quantity: number;
    price: number;
    lineTotal: number;
    size: string | null;
    engraving: string | null;
    custom: boolean;
    leadTimeDays: number;
  }[];
  payment: { status: string; authorized: number; captured: number; refunded: number; remaining: number };
  shipBy: string | null;
  overdue: boolean;
  tracking: { carrier: string; number: string; url: string } | null;
  events: Event[];
  historyKept: boolean;
};

const USPS = "9400111899223856228734";

describe("one order, all of it, for the admin", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();
  afterEach(() => stopEventDelivery());
  afterAll(() => stopEventDelivery());

  const detail = (id: string, token?: string) =>
    callRoute<Detail>(getAdminOrder, apiRequest("GET", `/api/admin/orders/${id}`, { token }), { id });
  const patch = (id: string, body: unknown, token?: string) =>
    callRoute<Detail>(patchOrder, apiRequest("PATCH", `/api/admin/orders/${id}`, { token, body }), { id });
  const note = (id: string, body: unknown, token?: string) =>
    callRoute<Event>(addNote, apiRequest("POST", `/api/admin/orders/${id}/notes`, { token, body }), { id });
  const shippedMail = (id: string) =>
    db().emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `order-shipped:${id}` } });
  const kinds = (events: Event[]) => events.map((event) => [event.actor, event.type, event.from, event.to]);

  /**
   * A guest buys through the real checkout (intent, card, POST /api/guest/checkout): the order the trail starts with.
   */
  async function guestOrder() {
    const piece = await createProduct(db(), { name: "Signet Ring", priceCents: 4_000, stock: 3 });
    const intent = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { email: "trail@example.test" }),
    );
    expect(intent.status).toBe(200);
    holdEvents();
    await pay(intent.body.data.clientSecret);
    const body = { paymentIntentId: intent.body.data.paymentIntentId, email: "trail@example.test" };
    const answer = await callRoute<{ id: string }>(
      guestCheckout,
      apiRequest("POST", "/api/guest/checkout", { origin: ORIGIN, body }),
    );
    expect(answer.status).toBe(200);
    return answer.body.data.id;
  }

  describe("GET /api/admin/orders/{id}", () => {
    test("an order placed through checkout has its lines, buyer, payment and a trail from the buyer's order to the confirmation mail", async () => {
      const admin = await createAdmin(db());
      const id = await guestOrder();

      const { status, body } = await detail(id, admin.accessToken);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        id,
        number: id.slice(-8).toUpperCase(),
        status: "processing",
        tracking: null,
        historyKept: true,
      });
      expect(body.data.buyer).toMatchObject({ member: false });
      expect(body.data.lines).toEqual([
        expect.objectContaining({
          name: "Signet Ring",
          quantity: 1,
          price: 40,
          lineTotal: 40,
          size: null,
          engraving: null,
          custom: false,
        }),
      ]);
      const total = (await db().order.findUniqueOrThrow({ where: { id } })).totalCents / 100;
      expect(body.data.payment).toMatchObject({
        status: "captured",
        authorized: total,
        captured: total,
        refunded: 0,
        remaining: total,
      });
      expect(kinds(body.data.events).slice(0, 5)).toEqual([
        ["buyer", "placed", null, "pending"],
        ["gateway", "payment", null, "authorized"],
        ["gateway", "payment", "authorized", "captured"],
        ["system", "status", "pending", "processing"],
        ["system", "mail_queued", null, "order-confirmation"],
      ]);
      for (const event of body.data.events)
        expect(Object.keys(event).sort()).toEqual(["actor", "at", "from", "note", "to", "type"]);
    });

    test("an order from before the trail was kept says so and invents nothing; a missed ship-by day is overdue", async () => {
      const admin = await createAdmin(db());
      const order = await createOrder(db(), {
        email: "old@example.com",
        shipBy: "2020-01-06",
        items: [
          {
            name: "Band",
            unitPriceCents: 6_500,
            quantity: 2,
            variantName: "Ring size",
            variantLabel: "7",
            personalization: "A & B",
            leadTimeDays: 5,
          },
          {
            name: "A pendant like the sold moonstone one, in silver",
            unitPriceCents: 12_000,
            quantity: 1,
            leadTimeDays: 15,
            custom: true,
          },
        ],
      });
      const { body } = await detail(order.id, admin.accessToken);
      expect(body.data).toMatchObject({ events: [], historyKept: false, shipBy: "2020-01-06", overdue: true });
      const [band, commission] = [...body.data.lines].sort((a, b) => a.price - b.price);
      expect(band).toMatchObject({
        size: "Ring size: 7",
        engraving: "A & B",
        custom: false,
        leadTimeDays: 5,
        price: 65,
        lineTotal: 130,
      });
      expect(commission).toMatchObject({
        name: "A pendant like the sold moonstone one, in silver",
        size: null,
        custom: true,
        leadTimeDays: 15,
        price: 120,
      });
    });

    test("401 signed out, 403 for a member, 404 for no such order", async () => {
      const member = await createUser(db());
      const admin = await createAdmin(db());
      const order = await createOrder(db(), {
        email: member.email,
        items: [{ name: "A", unitPriceCents: 1_000, quantity: 1 }],
      });
      expect((await detail(order.id)).status).toBe(401);
      expect((await detail(order.id, member.accessToken)).status).toBe(403);
      const missing = await detail("no-such-order", admin.accessToken);
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe("order_not_found");
    });
  });

  describe("PATCH /api/admin/orders/{id} with tracking", () => {
    test("shipping with USPS builds the link, records who did it, and the shipped mail carries carrier, number and link", async () => {
      const admin = await createAdmin(db());
      const id = await guestOrder();

      const answer = await patch(
        id,
        { status: "shipped", carrier: "USPS", trackingNumber: "9400 1118 9922 3856 2287 34" },
        admin.accessToken,
      );
      expect(answer.status).toBe(200);
      const url = `https://tools.usps.com/go/TrackConfirmAction?tLabels=${USPS}`;
      expect(answer.body.data.tracking).toEqual({ carrier: "usps", number: USPS, url });

      const { body } = await detail(id, admin.accessToken);
      expect(body.data.tracking).toEqual({ carrier: "usps", number: USPS, url });
      expect(kinds(body.data.events).filter(([actor]) => actor === admin.email)).toEqual([
        [admin.email, "status", "processing", "shipped"],
        [admin.email, "tracking", null, `USPS ${USPS}`],
      ]);
      expect(kinds(body.data.events)).toContainEqual(["system", "mail_queued", null, "order-shipped"]);

      const mail = await shippedMail(id);
      expect(mail.text).toContain(`Tracking: USPS ${USPS}`);
      expect(mail.text).toContain(`Track your parcel: ${url}`);
      expect(mail.html).toContain(`href="${url}"`);
    });

    test("another carrier needs an https link; an unknown carrier, a bad number or tracking on another move is refused by field", async () => {
      const admin = await createAdmin(db());
      const order = await createOrder(db(), {
        email: "a@example.com",
        items: [{ name: "A", unitPriceCents: 1_000, quantity: 1 }],
      });
      const refused = async (body: unknown, path: string) => {
        const answer = await patch(order.id, body, admin.accessToken);
        expect(answer.status).toBe(400);
        expect(answer.body.details?.map((detail) => detail.path)).toContain(path);
      };
      await refused({ status: "shipped", carrier: "other", trackingNumber: "AB123" }, "trackingUrl");
      await refused(
        { status: "shipped", carrier: "other", trackingNumber: "AB123", trackingUrl: "http://track.example.com/AB123" },
        "trackingUrl",
      );
      await refused({ status: "shipped", carrier: "royalmail", trackingNumber: "AB123" }, "carrier");
      await refused({ status: "shipped", carrier: "ups", trackingNumber: "<script>" }, "trackingNumber");
      await refused({ status: "shipped", trackingNumber: "AB123" }, "carrier");
      await refused({ status: "delivered", carrier: "ups", trackingNumber: "1Z999" }, "status");
      expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("processing");

      const other = await patch(
        order.id,
        {
          status: "shipped",
          carrier: "other",
          trackingNumber: "ab-123",
          trackingUrl: "https://track.example.com/AB-123",
        },
        admin.accessToken,
      );
      expect(other.status).toBe(200);
      expect(other.body.data.tracking).toEqual({
        carrier: "other",
        number: "AB-123",
        url: "https://track.example.com/AB-123",
      });
    });

    test("tracking is corrected on a shipped order (audited, once); shipped again without tracking is still 409", async () => {
      const admin = await createAdmin(db());
      const order = await createOrder(db(), {
        email: "fix@example.com",
        items: [{ name: "A", unitPriceCents: 1_000, quantity: 1 }],
      });
      expect(
        (
          await patch(
            order.id,
            { status: "shipped", carrier: "ups", trackingNumber: "1Z999AA10123456784" },
            admin.accessToken,
          )
        ).status,
      ).toBe(200);

      const fixed = await patch(
        order.id,
        { status: "shipped", carrier: "fedex", trackingNumber: "449044304137821" },
        admin.accessToken,
      );
      expect(fixed.status).toBe(200);
      expect(fixed.body.data.tracking).toEqual({
        carrier: "fedex",
        number: "449044304137821",
        url: "https://www.fedex.com/fedextrack/?trknbr=449044304137821",
      });
      expect(
        (
          await patch(
            order.id,
            { status: "shipped", carrier: "fedex", trackingNumber: "449044304137821" },
            admin.accessToken,
          )
        ).status,
      ).toBe(200);
      expect((await patch(order.id, { status: "shipped" }, admin.accessToken)).status).toBe(409);

      const { body } = await detail(order.id, admin.accessToken);
      expect(kinds(body.data.events).filter(([, type]) => type === "tracking")).toEqual([
        [admin.email, "tracking", null, "UPS 1Z999AA10123456784"],
        [admin.email, "tracking", "UPS 1Z999AA10123456784", "FedEx 449044304137821"],
      ]);
      // One shipped mail: a correction does not send it again.
      expect(await db().emailOutbox.count({ where: { dedupeKey: `order-shipped:${order.id}` } })).toBe(1);
    });

    test("shipping without tracking works as before, and the member's own order shows tracking once given", async () => {
      const admin = await createAdmin(db());
      const member = await createUser(db());
      const order = await createOrder(db(), {
        userId: member.id,
        email: member.email,
        items: [{ name: "A", unitPriceCents: 1_000, quantity: 1 }],
      });
      const shipped = await patch(order.id, { status: "shipped" }, admin.accessToken);
      expect(shipped.status).toBe(200);
      expect(shipped.body.data).toMatchObject({ status: "shipped", tracking: null });
      expect((await shippedMail(order.id)).text).not.toContain("Tracking:");

      await patch(order.id, { status: "shipped", carrier: "dhl", trackingNumber: "1234567890" }, admin.accessToken);
      const mine = await callRoute<{ tracking: unknown }>(
        getMemberOrder,
        apiRequest("GET", `/api/orders/${order.id}`, { token: member.accessToken }),
        { id: order.id },
      );
      expect(mine.body.data.tracking).toEqual({
        carrier: "dhl",
        number: "1234567890",
        url: "https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890",
      });
    });

    test("a cancellation by the admin records its start, the refund at the gateway, the move and the mail", async () => {
      const admin = await createAdmin(db());
      const ring = await createProduct(db(), { name: "Opal Ring", stock: 1 });
      const key = `trail-${ring.id}`;
      const intent = await capturedTestPayment(key, 2_145);
      const order = await createOrder(db(), {
        email: "cancel@example.com",
        paymentIntentId: intent.id,
        taxCents: 145,
        items: [{ product: ring, unitPriceCents: 2_000, quantity: 1 }],
      });

      expect((await patch(order.id, { status: "cancelled" }, admin.accessToken)).status).toBe(200);
      const { body } = await detail(order.id, admin.accessToken);
      expect(kinds(body.data.events)).toEqual(
        expect.arrayContaining([
          [admin.email, "cancellation_started", "processing", "cancelled"],
          ["gateway", "payment", "captured", "refunded"],
          [admin.email, "status", "processing", "cancelled"],
          ["system", "mail_queued", null, "order-cancelled"],
        ]),
      );
      expect(body.data.payment).toMatchObject({ status: "refunded", captured: 21.45, refunded: 21.45, remaining: 0 });
    });
  });

  describe("POST /api/admin/orders/{id}/notes", () => {
    test("the admin's note joins the trail under her email and never reaches the buyer", async () => {
      const admin = await createAdmin(db());
      const member = await createUser(db());
      const order = await createOrder(db(), {
        userId: member.id,
        email: member.email,
        items: [{ name: "A", unitPriceCents: 1_000, quantity: 1 }],
      });

      const added = await note(
        order.id,
        { note: "  Buyer asked for gift wrap — use the blue box.  " },
        admin.accessToken,
      );
      expect(added.status).toBe(201);
      expect(added.body.data).toMatchObject({
        actor: admin.email,
        type: "note",
        from: null,
        to: null,
        note: "Buyer asked for gift wrap — use the blue box.",
      });
      const { body } = await detail(order.id, admin.accessToken);
      expect(body.data.events.map((event) => event.note)).toEqual(["Buyer asked for gift wrap — use the blue box."]);

      const mine = await callRoute(
        getMemberOrder,
        apiRequest("GET", `/api/orders/${order.id}`, { token: member.accessToken }),
        { id: order.id },
      );
      expect(JSON.stringify(mine.body)).not.toContain("gift wrap");
    });

    test("an empty or missing note is 400 naming note; 404 for no such order; 401 and 403 for others", async () => {
      const admin = await createAdmin(db());
      const member = await createUser(db());
      const order = await createOrder(db(), {
        email: "n@example.com",
        items: [{ name: "A", unitPriceCents: 1_000, quantity: 1 }],
      });
      for (const body of [{ note: "   " }, {}, { note: "x".repeat(2_001) }]) {
        const answer = await note(order.id, body, admin.accessToken);
        expect(answer.status).toBe(400);
        expect(answer.body.details?.[0]?.path).toBe("note");
      }
      expect((await note("no-such-order", { note: "hi" }, admin.accessToken)).status).toBe(404);
      expect((await note(order.id, { note: "hi" })).status).toBe(401);
      expect((await note(order.id, { note: "hi" }, member.accessToken)).status).toBe(403);
      expect(await db().orderEvent.count({ where: { orderId: order.id } })).toBe(0);
    });
  });
});
