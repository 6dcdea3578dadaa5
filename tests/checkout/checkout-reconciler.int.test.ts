import { afterAll, afterEach, describe, expect, test } from "vitest";
import { PATCH as patchOrder } from "@/app/api/admin/orders/[id]/route";
import { POST as guestCheckout } from "@/app/api/guest/checkout/route";
import { pruneCheckouts, reconcileCheckouts } from "@/lib/checkout/reconciler";
import { createProduct } from "../factories/products";
import { createAdmin } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { captureLogs, type CapturedLogs } from "../support/logs";
import {
  guestBrowser,
  guestIntentPayload,
  holdEvents,
  pay,
  requestIntent,
  stopEventDelivery,
} from "../support/checkout";

const DAY = 24 * 60 * 60 * 1000;

// Faults are real ones: a trigger makes this test's own database refuse a write at the chosen moment, as a crash or
// a failover would, and two reconcilers race as two instances would.
describe("the reconciler finishes what a crash left half-way, exactly once", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();
  // The failures these crashes cause are logged as errors; a test reads them here rather than in the output.
  let logs: CapturedLogs | undefined;
  afterEach(() => {
    stopEventDelivery();
    logs?.stop();
    logs = undefined;
  });
  afterAll(() => stopEventDelivery());

  /**
   * Until `release()` is called, the database refuses updates of `table` that match `when` (a SQL condition on NEW).
   */
  async function refuse(table: string, when: string): Promise<{ release(): Promise<void> }> {
    const name = `refuse_${table}`;
    await db().$executeRawUnsafe(
      `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'simulated crash'; END $$`,
    );
    await db().$executeRawUnsafe(
      `CREATE TRIGGER ${name} BEFORE UPDATE ON ${table} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION ${name}()`,
    );
    return {
      async release() {
        await db().$executeRawUnsafe(`DROP TRIGGER ${name} ON ${table}`);
        await db().$executeRawUnsafe(`DROP FUNCTION ${name}()`);
      },
    };
  }

  const complete = (paymentIntentId: string, email: string) =>
    callRoute<{ id: string; status: string }>(
      guestCheckout,
      apiRequest("POST", "/api/guest/checkout", { origin: ORIGIN, body: { paymentIntentId, email } }),
    );
  const raceTwoReconcilers = () =>
    Promise.all([reconcileCheckouts({ graceSeconds: 0 }), reconcileCheckouts({ graceSeconds: 0 })]);

  test("a crash between the order's commit and the capture: the order waits pending, then two reconcilers capture it once and send one confirmation", async () => {
    logs = captureLogs();
    const piece = await createProduct(db(), { priceCents: 4_000, stock: 3 });
    holdEvents();
    const intent = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { email: "crash-capture@example.test" }),
    );
    await pay(intent.body.data.clientSecret);
    const id = intent.body.data.paymentIntentId;

    const crash = await refuse("test_payment_intents", "NEW.status = 'succeeded'");
    let answered;
    try {
      answered = await complete(id, "crash-capture@example.test");
    } finally {
      await crash.release();
    }
    // The piece is secured and the order written; the money is held, not taken, and nobody is told "confirmed" yet.
    expect(answered.status).toBe(200);
    expect(answered.body.data.status).toBe("pending");
    const order = await db().order.findUniqueOrThrow({ where: { paymentIntentId: id } });
    expect(order).toMatchObject({ status: "pending", paymentStatus: "authorized" });
    expect((await db().testPaymentIntent.findUniqueOrThrow({ where: { id } })).status).toBe("requires_capture");
    expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(2);
    expect(await db().emailOutbox.count({ where: { dedupeKey: `order-confirmation:${order.id}` } })).toBe(0);

    const reports = await raceTwoReconcilers();
    expect(reports.reduce((sum, report) => sum + report.settled, 0)).toBe(1);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "processing",
      paymentStatus: "captured",
    });
    expect((await db().testPaymentIntent.findUniqueOrThrow({ where: { id } })).status).toBe("succeeded");
    expect(await db().emailOutbox.count({ where: { dedupeKey: `order-confirmation:${order.id}` } })).toBe(1);
    expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(2);
    // Nothing is left for a later run.
    expect(await raceTwoReconcilers()).toEqual([
      { settled: 0, cancellations: 0, failed: 0 },
      { settled: 0, cancellations: 0, failed: 0 },
    ]);
  });

  test("a crash between the maker's refund and the end of the cancellation: two reconcilers finish it once (one refund, stock back once, one mail)", async () => {
    logs = captureLogs();
    const admin = await createAdmin(db());
    const piece = await createProduct(db(), { priceCents: 5_000, stock: 2 });
    holdEvents();
    const intent = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { email: "crash-cancel@example.test" }),
    );
    await pay(intent.body.data.clientSecret);
    const placed = await complete(intent.body.data.paymentIntentId, "crash-cancel@example.test");
    expect(placed.body.data.status).toBe("processing");
    const orderId = placed.body.data.id;

    const crash = await refuse("orders", "NEW.status = 'cancelled'");
    let answer;
    try {
      answer = await callRoute(
        patchOrder,
        apiRequest("PATCH", `/api/admin/orders/${orderId}`, {
          token: admin.accessToken,
          body: { status: "cancelled" },
        }),
        { id: orderId },
      );
    } finally {
      await crash.release();
    }
    expect(answer.status).toBe(500);
    // Refunded, but the order still says processing and is marked as being cancelled.
    expect(
      (await db().testPaymentIntent.findUniqueOrThrow({ where: { id: intent.body.data.paymentIntentId } }))
        .amountRefunded,
    ).toBe(intent.body.data.amount);
    const halfway = await db().order.findUniqueOrThrow({ where: { id: orderId } });
    expect(halfway.status).toBe("processing");
    expect(halfway.cancellationStartedAt).toBeInstanceOf(Date);
    expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(1);

    const reports = await raceTwoReconcilers();
    expect(reports.reduce((sum, report) => sum + report.cancellations, 0)).toBe(1);
    expect(await db().order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
      cancellationStartedAt: null,
    });
    expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(2);
    expect(await db().emailOutbox.count({ where: { dedupeKey: `order-cancelled:${orderId}` } })).toBe(1);
    expect(
      (await db().testPaymentIntent.findUniqueOrThrow({ where: { id: intent.body.data.paymentIntentId } }))
        .amountRefunded,
    ).toBe(intent.body.data.amount);
  });

  test("the capture refused because the authorization lapsed: the order is cancelled, the stock returns, the buyer is told they were not charged", async () => {
    const piece = await createProduct(db(), { name: "Lapsed Locket", priceCents: 3_000, stock: 1 });
    holdEvents();
    const intent = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { email: "lapsed-capture@example.test" }),
    );
    await pay(intent.body.data.clientSecret);
    const id = intent.body.data.paymentIntentId;
    // The authorization lapses at the worst moment: right after the order is written, before the capture.
    await db().$executeRawUnsafe(`CREATE FUNCTION lapse_authorization() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE test_payment_intents SET status = 'canceled' WHERE id = NEW.payment_intent_id; RETURN NEW; END $$`);
    await db().$executeRawUnsafe(
      `CREATE TRIGGER lapse_authorization AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION lapse_authorization()`,
    );
    let answer;
    try {
      answer = await complete(id, "lapsed-capture@example.test");
    } finally {
      await db().$executeRawUnsafe(`DROP TRIGGER lapse_authorization ON orders`);
      await db().$executeRawUnsafe(`DROP FUNCTION lapse_authorization()`);
    }
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: "payment_not_taken",
      error:
        "We could not take your payment, so your order was cancelled. Your card was not charged, and we have emailed you.",
    });
    const order = await db().order.findUniqueOrThrow({ where: { paymentIntentId: id } });
    expect(order).toMatchObject({ status: "cancelled", paymentStatus: "voided" });
    expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(1);
    const [mail] = await db().emailOutbox.findMany({ where: { dedupeKey: `order-not-charged:${order.id}` } });
    expect(mail?.text).toContain("Your card was not charged.");
    expect(await db().emailOutbox.count({ where: { dedupeKey: `order-confirmation:${order.id}` } })).toBe(0);
    // Asked again, the same answer; nothing moves twice.
    expect((await complete(id, "lapsed-capture@example.test")).body.code).toBe("payment_not_taken");
    expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(1);
  });

  test("after 30 days finished checkouts, applied events and test intents are pruned; nothing that still owes a step is", async () => {
    const piece = await createProduct(db(), { stock: 5 });
    holdEvents();
    const paid = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { email: "old-paid@example.test" }),
    );
    await pay(paid.body.data.clientSecret);
    await complete(paid.body.data.paymentIntentId, "old-paid@example.test");
    const browser = guestBrowser();
    const replaced = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 2 }], { email: "old-open@example.test" }),
      undefined,
      browser,
    );
    const open = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 3 }], { email: "old-open@example.test" }),
      undefined,
      browser,
    );
    await db().processedWebhookEvent.create({
      data: { id: "evt_old", type: "payment_intent.succeeded", processedAt: new Date(Date.now() - 31 * DAY) },
    });
    await db().processedWebhookEvent.create({ data: { id: "evt_recent", type: "payment_intent.succeeded" } });
    const ids = [paid, replaced, open].map((answer) => answer.body.data.paymentIntentId);
    await db().checkoutDraft.updateMany({
      where: { paymentIntentId: { in: ids } },
      data: { createdAt: new Date(Date.now() - 31 * DAY) },
    });
    await db().testPaymentIntent.updateMany({
      where: { id: { in: ids } },
      data: { createdAt: new Date(Date.now() - 31 * DAY) },
    });

    const pruned = await pruneCheckouts();
    expect(pruned).toEqual({ drafts: 2, events: 1, testIntents: 2 });
    const left = await db().checkoutDraft.findMany({
      where: { paymentIntentId: { in: ids } },
      select: { paymentIntentId: true },
    });
    expect(left.map((draft) => draft.paymentIntentId)).toEqual([open.body.data.paymentIntentId]);
    // The order keeps everything it needs.
    expect(await db().order.count({ where: { paymentIntentId: paid.body.data.paymentIntentId } })).toBe(1);
    expect(
      await db().processedWebhookEvent.findMany({
        where: { id: { in: ["evt_old", "evt_recent"] } },
        select: { id: true },
      }),
    ).toEqual([{ id: "evt_recent" }]);
  });
});
