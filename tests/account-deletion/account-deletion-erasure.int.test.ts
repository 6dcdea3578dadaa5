import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { POST as refundOrder } from "@/app/api/admin/orders/[id]/refunds/route";
import { POST as login } from "@/app/api/auth/login/route";
import { DELETE as deleteMe } from "@/app/api/auth/me/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as verifyEmail } from "@/app/api/auth/verify-email/route";
import { POST as createRequest } from "@/app/api/custom-requests/route";
import { GET as listOrders } from "@/app/api/orders/route";
import { createLocalDiskStore } from "@/lib/images/local-disk-store";
import { createS3Store } from "@/lib/images/s3-store";
import { setImageStore } from "@/lib/images/store";
import { PEER_ADDRESS_HEADER } from "@/lib/rate-limit/peer-address";
import { createOrder } from "../factories/orders";
import { phonePhoto } from "../factories/photos";
import { createProduct } from "../factories/products";
import { createAdmin, createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { guestIntentPayload, holdEvents, requestIntent } from "../support/checkout";
import { useTestDatabase } from "../support/database";
import { captureLogs } from "../support/logs";
import { useMailCatcher, waitFor, waitForCode, waitForMail } from "../support/mail";
import { capturedTestPayment } from "../support/payments";
import { startLocalBucket } from "../support/s3-server";

const DESCRIPTION = "A garnet ring like my grandmother's, engraved inside with our initials.";

// bcrypt at the production cost (12) is slow on purpose, and slower still on a busy machine.
describe("DELETE /api/auth/me: deleted stays deleted", { timeout: 90_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();
  const catcher = useMailCatcher();
  let folder = "";
  let seq = 0;
  const address = (name: string) => `${name}-${(seq += 1)}@example.test`;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "atelier-erasure-"));
    setImageStore(createLocalDiskStore(folder));
  });
  afterAll(async () => {
    setImageStore(undefined);
    await rm(folder, { recursive: true, force: true });
    // The receipts and farewells go out in the background: let them land before the catcher and the database close.
    await waitFor(async () =>
      (await db().emailOutbox.count({ where: { status: "pending" } })) === 0 ? true : undefined,
    );
  });

  const remove = (token: string, password: string) =>
    callRoute(deleteMe, apiRequest("DELETE", "/api/auth/me", { origin: ORIGIN, token, body: { password } }));
  const storedPhotos = async () => (await readdir(path.join(folder, "private")).catch(() => [])).sort();

  /** A commission request with two reference photos, sent through the form's multipart route. */
  async function commission(email: string): Promise<string> {
    const form = new FormData();
    form.set("name", "Noor");
    form.set("email", email);
    form.set("description", DESCRIPTION);
    for (const name of ["ring.jpg", "hand.jpg"])
      form.append("photos", new File([await phonePhoto(30, 20)], name, { type: "image/jpeg" }));
    const headers = { [PEER_ADDRESS_HEADER]: `203.0.113.${(seq += 1) % 250}` };
    const made = await callRoute<{ id: string }>(
      createRequest,
      new Request(`${ORIGIN}/api/custom-requests`, { method: "POST", body: form, headers }),
    );
    expect(made.status).toBe(201);
    return made.body.data.id;
  }

  /** What the shop keeps of an email, table by table. */
  async function keptOf(email: string) {
    return {
      account: await db().user.count({ where: { email } }),
      ordersWithEmail: await db().order.count({ where: { email: { equals: email, mode: "insensitive" } } }),
      requests: await db().customRequest.count({ where: { email: { equals: email, mode: "insensitive" } } }),
      alerts: await db().stockAlert.count({ where: { email } }),
      newsletter: await db().newsletterSubscriber.count({ where: { email } }),
    };
  }

  test("her orders stay in the books erased, and the same email signing up again and verifying sees none of them", async () => {
    const email = address("leaving");
    const member = await createUser(db(), { email });
    const ring = await createProduct(db(), { name: "Garnet Band", priceCents: 4_200 });
    const hers = await createOrder(db(), {
      userId: member.id,
      email,
      status: "delivered",
      createdAt: new Date("2026-03-02T10:00:00Z"),
      items: [{ product: ring, quantity: 1, unitPriceCents: 4_200, personalization: "N & J" }],
    });
    // Placed as a guest with her email while she had the account (never joined): hers as much.
    const asGuest = await createOrder(db(), {
      email: email.toUpperCase(),
      status: "shipped",
      items: [{ product: ring, quantity: 1, unitPriceCents: 4_200 }],
    });
    const stranger = await createOrder(db(), {
      email: address("stranger"),
      status: "delivered",
      items: [{ product: ring, quantity: 1, unitPriceCents: 4_200 }],
    });

    expect((await remove(member.accessToken, member.password)).status).toBe(200);

    for (const id of [hers.id, asGuest.id]) {
      const order = await db().order.findUniqueOrThrow({ where: { id }, include: { items: true } });
      expect(order).toMatchObject({ userId: null, email: "", subtotalCents: 4_200, totalCents: hers.totalCents });
      expect(order.erasedAt).toBeInstanceOf(Date);
      expect(order.shippingAddress).toEqual({
        first_name: "",
        last_name: "",
        address_line_1: "",
        address_line_2: null,
        city: "",
        phone: "",
        state: "CA",
        postal_code: "95814",
        country: "US",
      });
      expect(order.items.map((item) => [item.productName, item.unitPriceCents, item.personalization])).toEqual([
        ["Garnet Band", 4_200, null],
      ]);
    }
    expect(await db().order.findUniqueOrThrow({ where: { id: hers.id } })).toMatchObject({
      createdAt: new Date("2026-03-02T10:00:00Z"),
      status: "delivered",
    });
    expect(await db().order.findUniqueOrThrow({ where: { id: stranger.id } })).toMatchObject({
      erasedAt: null,
      email: stranger.email,
    });
    await waitForMail(catcher(), email);

    // Someone else now holds the mailbox: a guest order of theirs, then their own account.
    const newOwners = await createOrder(db(), {
      email,
      status: "processing",
      items: [{ product: ring, quantity: 1, unitPriceCents: 4_200 }],
    });
    const password = "Opal+Wire2024";
    expect(
      (
        await callRoute(
          register,
          apiRequest("POST", "/api/auth/register", { origin: ORIGIN, body: { name: "New Owner", email, password } }),
        )
      ).status,
    ).toBe(202);
    const code = await waitForCode(catcher(), email, 2);
    expect(
      (
        await callRoute(
          verifyEmail,
          apiRequest("POST", "/api/auth/verify-email", { origin: ORIGIN, body: { email, token: code } }),
        )
      ).status,
    ).toBe(200);
    const signedIn = await callRoute<{ accessToken: string }>(
      login,
      apiRequest("POST", "/api/auth/login", { origin: ORIGIN, body: { email, password } }),
    );
    expect(signedIn.status).toBe(200);

    const orders = await callRoute<{ id: string }[]>(
      listOrders,
      apiRequest("GET", "/api/orders", { token: signedIn.body.data.accessToken }),
    );
    expect(orders.status).toBe(200);
    expect(orders.body.total).toBe(1);
    expect(orders.body.data.map((order) => order.id)).toEqual([newOwners.id]);
  });

  test("an order not yet shipped keeps the account: 409 order_not_shipped naming it, and nothing is deleted or erased", async () => {
    const email = address("waiting");
    const member = await createUser(db(), { email });
    const order = await createOrder(db(), {
      userId: member.id,
      email,
      status: "processing",
      items: [{ unitPriceCents: 3_000, quantity: 1 }],
    });
    await commission(email);
    const before = await keptOf(email);

    const refused = await remove(member.accessToken, member.password);

    expect(refused.status).toBe(409);
    const number = order.id.slice(-8).toUpperCase();
    expect(refused.body).toMatchObject({
      code: "order_not_shipped",
      error: `Your order #${number} has not shipped yet. You can delete your account once it is on its way.`,
    });
    expect(await keptOf(email)).toEqual(before);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      userId: member.id,
      email,
      erasedAt: null,
    });

    await db().order.update({ where: { id: order.id }, data: { status: "shipped" } });
    expect((await remove(member.accessToken, member.password)).status).toBe(200);
    expect(await keptOf(email)).toEqual({ account: 0, ordersWithEmail: 0, requests: 0, alerts: 0, newsletter: 0 });
  });

  test("her commission requests and their photo files go, another's stay; her use of a once-per-email code stays without her email", async () => {
    const email = address("maker-fan");
    const member = await createUser(db(), { email });
    const theirs = await commission(address("someone"));
    const theirPhotos = (await db().customRequest.findUniqueOrThrow({ where: { id: theirs } })).photoKeys;
    await commission(email.toUpperCase());
    expect(await storedPhotos()).toHaveLength(4);
    const code = await db().discountCode.create({
      data: { code: "WELCOME-ONCE", percentOff: 10, oncePerEmail: true, redemptionCount: 1 },
    });
    const order = await createOrder(db(), {
      userId: member.id,
      email,
      status: "delivered",
      items: [{ unitPriceCents: 3_000, quantity: 1 }],
    });
    const mailboxKey = createHash("sha256").update(email).digest("hex");
    await db().discountRedemption.create({ data: { discountCodeId: code.id, onceKey: mailboxKey, orderId: order.id } });

    expect((await remove(member.accessToken, member.password)).status).toBe(200);

    expect(await db().customRequest.count({ where: { email: { equals: email, mode: "insensitive" } } })).toBe(0);
    expect(await db().customRequest.count({ where: { id: theirs } })).toBe(1);
    expect(await storedPhotos()).toEqual([...theirPhotos].sort());
    expect(await db().discountRedemption.findMany({ where: { discountCodeId: code.id } })).toEqual([
      expect.objectContaining({ orderId: order.id, onceKey: mailboxKey }),
    ]);
    // A recycled mailbox, or she again as a guest, does not get the welcome twice.
    const product = await createProduct(db(), { priceCents: 4_000 });
    const again = await requestIntent({
      ...guestIntentPayload([{ product, quantity: 1 }], { email }),
      discountCode: code.code,
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe("This code has already been used with this email.");
  });

  test("a later refund of her erased order goes back to the card, and no mail is queued to the address it no longer has", async () => {
    holdEvents();
    const email = address("returned");
    const member = await createUser(db(), { email });
    const intent = await capturedTestPayment(`erased-${email}`, 3_000);
    const order = await createOrder(db(), {
      userId: member.id,
      email,
      status: "delivered",
      paymentIntentId: intent.id,
      taxCents: 0,
      items: [{ unitPriceCents: 3_000, quantity: 1 }],
    });
    expect((await remove(member.accessToken, member.password)).status).toBe(200);

    const admin = await createAdmin(db());
    const headers = { "idempotency-key": `erased-${order.id}` };
    const body = { amount: 10, reason: "Returned a week late" };
    const refunded = await callRoute<{ id: string; status: string }>(
      refundOrder,
      apiRequest("POST", `/api/admin/orders/${order.id}/refunds`, { token: admin.accessToken, body, headers }),
      { id: order.id },
    );

    expect(refunded.status).toBe(201);
    expect(refunded.body.data.status).toBe("succeeded");
    expect(await db().emailOutbox.count({ where: { dedupeKey: `order-refund:${refunded.body.data.id}` } })).toBe(0);
  });

  test("photos the store cannot delete just then stay, each named in a warning; the account is deleted all the same", async () => {
    const bucket = await startLocalBucket();
    setImageStore(createS3Store(bucket.settings));
    try {
      const email = address("bucket");
      const member = await createUser(db(), { email });
      const id = await commission(email);
      const keys = (await db().customRequest.findUniqueOrThrow({ where: { id } })).photoKeys;
      await bucket.stop();
      const logs = captureLogs("warn");
      try {
        expect((await remove(member.accessToken, member.password)).status).toBe(200);
      } finally {
        logs.stop();
      }
      expect(await keptOf(email)).toMatchObject({ account: 0, requests: 0 });
      const warned = logs.lines
        .filter((line) => line.msg === "a private photo nothing points at could not be removed")
        .map((line) => line.key);
      expect(warned.sort()).toEqual([...keys].sort());
    } finally {
      setImageStore(createLocalDiskStore(folder));
      await bucket.close();
    }
  });

  test("a failure midway deletes nothing: account, orders, requests and their photos, alerts and subscription all stay", async () => {
    const email = address("unlucky");
    const member = await createUser(db(), { email });
    const order = await createOrder(db(), {
      userId: member.id,
      email,
      status: "delivered",
      items: [{ unitPriceCents: 3_000, quantity: 1 }],
    });
    await commission(email);
    const soldOut = await createProduct(db(), { stock: 0 });
    await db().stockAlert.create({ data: { productId: soldOut.id, email, confirmedAt: new Date() } });
    await db().newsletterSubscriber.create({
      data: { email, status: "subscribed", source: "footer", consentedAt: new Date() },
    });
    const before = await keptOf(email);
    const photos = await storedPhotos();
    // The account's own row is the last to go: the database refuses it, after everything else was asked.
    await db().$executeRawUnsafe(
      `CREATE FUNCTION refuse_user_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$`,
    );
    await db().$executeRawUnsafe(
      "CREATE TRIGGER refuse_user_delete BEFORE DELETE ON users FOR EACH ROW EXECUTE FUNCTION refuse_user_delete()",
    );
    const logs = captureLogs("error");
    try {
      expect((await remove(member.accessToken, member.password)).status).toBe(500);
    } finally {
      logs.stop();
      await db().$executeRawUnsafe("DROP TRIGGER refuse_user_delete ON users");
      await db().$executeRawUnsafe("DROP FUNCTION refuse_user_delete()");
    }

    expect(before).toEqual({ account: 1, ordersWithEmail: 1, requests: 1, alerts: 1, newsletter: 1 });
    expect(await keptOf(email)).toEqual(before);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      userId: member.id,
      erasedAt: null,
    });
    expect(await storedPhotos()).toEqual(photos);
    expect(await db().emailOutbox.count({ where: { to: email, dedupeKey: { startsWith: "account-deleted:" } } })).toBe(
      0,
    );
  });
});
