import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { POST as confirmAlert } from "@/app/api/alerts/confirm/[token]/route";
import { POST as unsubscribeAlerts } from "@/app/api/alerts/unsubscribe/[token]/route";
import { PATCH as patchOrder } from "@/app/api/admin/orders/[id]/route";
import { POST as requestAlert } from "@/app/api/products/[id]/alerts/route";
import { PUT as putProduct } from "@/app/api/products/[id]/route";
import { sendBackInStockAlerts } from "@/lib/alerts/fire";
import { createOrder } from "../factories/orders";
import { createEngravableRing, createProduct } from "../factories/products";
import { createAdmin } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { useMailCatcher, waitFor, waitForMail } from "../support/mail";
import { capturedTestPayment, useCapturedWebhooks } from "../support/payments";

const SAME_ANSWER = {
  success: true,
  data: {
    message: "If this address is not already waiting for this piece, a link to confirm the alert is on its way.",
  },
};

describe("back-in-stock alerts", () => {
  const database = useTestDatabase();
  const catcher = useMailCatcher();
  useCapturedWebhooks();
  const db = () => database.client();
  let seq = 0;
  const address = (name: string) => `${name}-${(seq += 1)}@example.test`;

  const ask = (productId: string, body: unknown, headers: Record<string, string> = {}) =>
    callRoute(
      requestAlert,
      apiRequest("POST", `/api/products/${productId}/alerts`, { origin: ORIGIN, body, headers }),
      { id: productId },
    );
  const confirm = (token: string) =>
    callRoute<{ productId: string; pieceName: string }>(
      confirmAlert,
      apiRequest("POST", `/api/alerts/confirm/${token}`),
      { token },
    );

  /** The token of the newest confirmation link mailed to `email` (the `count`-th mail). */
  async function confirmToken(email: string, count = 1): Promise<string> {
    const mail = await waitForMail(catcher(), email, count);
    const token = /\/alerts\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no confirmation link in: ${mail.text}`);
    return token;
  }

  /** A confirmed alert of `email` for the piece (and size). */
  async function confirmedAlert(productId: string, email: string, variantId?: string) {
    expect((await ask(productId, { email, variantId })).status).toBe(202);
    expect((await confirm(await confirmToken(email))).status).toBe(200);
  }

  /** What the admin's form sends for a plain piece at `stock` (every editable field). */
  function plainInput(
    product: { name: string; category: string; priceCents: number },
    stock: number,
    previousStock?: number,
  ) {
    return {
      name: product.name,
      description: "Restocked.",
      price: product.priceCents / 100,
      category: product.category,
      stock,
      previousStock,
      images: [],
    };
  }

  async function restock(productId: string, body: unknown) {
    const admin = await createAdmin(db());
    return callRoute(putProduct, apiRequest("PUT", `/api/products/${productId}`, { token: admin.accessToken, body }), {
      id: productId,
    });
  }

  const backInStockMails = (email: string) =>
    catcher()
      .messages()
      .filter((mail) => mail.to.includes(email) && mail.subject.endsWith("is back in stock"));

  test("POST answers 202 with the same body for a new, a repeated and a confirmed address; only a new or unconfirmed one gets a link", async () => {
    const piece = await createProduct(db(), { name: "Lapis Drop", stock: 0 });
    const fresh = address("fresh");
    const confirmed = address("confirmed");
    await confirmedAlert(piece.id, confirmed);

    const answers = await Promise.all([
      ask(piece.id, { email: fresh }),
      ask(piece.id, { email: confirmed }),
      ask(piece.id, { email: "never-seen@example.test" }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual(SAME_ANSWER);
    }
    const mail = await waitForMail(catcher(), fresh);
    expect(mail.subject).toBe("Confirm your alert for Lapis Drop");
    expect(mail.text).toMatch(/\/alerts\/unsubscribe\/[A-Za-z0-9_-]{43}/);
    // The confirmed address was not mailed again; one waiting alert per address and piece.
    expect(
      catcher()
        .messages()
        .filter((caught) => caught.to.includes(confirmed)),
    ).toHaveLength(1);
    expect(await db().stockAlert.count({ where: { productId: piece.id, email: confirmed } })).toBe(1);
  });

  test("bad fields answer 400 naming them; a size is required for a piece in sizes and must be one of its own", async () => {
    const plain = await createProduct(db(), { stock: 0 });
    const ring = await createEngravableRing(db(), {
      variants: [
        { label: "6", stock: 0 },
        { label: "7", stock: 2 },
      ],
    });
    const bad = await ask(plain.id, { email: "not-an-address" });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.map((detail) => detail.path)).toEqual(["email"]);
    const noSize = await ask(ring.id, { email: address("ring") });
    expect(noSize.status).toBe(400);
    expect(noSize.body.details).toEqual([{ path: "variantId", message: "Choose a ring size" }]);
    expect((await ask(ring.id, { email: address("ring"), variantId: "someone-elses" })).body.details?.[0]?.path).toBe(
      "variantId",
    );
    expect((await ask(plain.id, { email: address("plain"), variantId: "x" })).body.details?.[0]?.path).toBe(
      "variantId",
    );
    const inStock = await ask(ring.id, { email: address("ring"), variantId: ring.variants[1]?.id });
    expect([inStock.status, inStock.body.code]).toEqual([409, "in_stock"]);
    expect((await ask("no-such-piece", { email: address("ghost") })).status).toBe(404);
  });

  test("a sold one-of-a-kind piece answers 409 sold_piece", async () => {
    const sold = await createProduct(db(), { oneOfAKind: true, stock: 0, soldAt: new Date() });
    const answer = await ask(sold.id, { email: address("sold") });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe("sold_piece");
  });

  test("the link's token has 256 random bits, is stored only as its SHA-256, works once and not after its week", async () => {
    const piece = await createProduct(db(), { stock: 0 });
    const email = address("token");
    await ask(piece.id, { email });
    const token = await confirmToken(email);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    // Nor is it kept in the outbox: the mail is stored with its token masked.
    expect(
      await db().emailOutbox.count({ where: { OR: [{ text: { contains: token } }, { html: { contains: token } }] } }),
    ).toBe(0);
    const rows = await db().linkToken.findMany({ where: { purpose: "stock_alert_confirm" } });
    expect(rows.some((row) => row.tokenHash === token || row.subjectId === token)).toBe(false);
    const row = rows.find((candidate) => candidate.tokenHash === createHash("sha256").update(token).digest("hex"));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600_000);
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 7 * 24 * 3600_000);

    // Expired: the same answer as an unknown token.
    await db().linkToken.update({ where: { id: row?.id ?? "" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await confirm(token);
    const unknown = await confirm("A".repeat(43));
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual(unknown.body);
    expect(unknown.body.code).toBe("link_expired");

    // A fresh link (asked again) works once.
    await ask(piece.id, { email });
    const again = await confirmToken(email, 2);
    expect(again).not.toBe(token);
    expect((await confirm(again)).status).toBe(200);
    expect((await confirm(again)).status).toBe(410);
  });

  test("an admin restock mails each confirmed alert once, leaves unconfirmed ones silent, and the alert ends", async () => {
    const piece = await createProduct(db(), { name: "Garnet Studs", stock: 0 });
    const waiting = address("waiting");
    const unconfirmed = address("unconfirmed");
    await confirmedAlert(piece.id, waiting);
    await ask(piece.id, { email: unconfirmed });
    await waitForMail(catcher(), unconfirmed);

    expect((await restock(piece.id, plainInput(piece, 3, 0))).status).toBe(200);
    const mail = await waitFor(() => backInStockMails(waiting)[0]);
    expect(mail.subject).toBe("Garnet Studs is back in stock");
    expect(mail.text).toContain(`${ORIGIN}/product/${piece.id}`);
    expect(mail.text).toMatch(
      /Stop all back-in-stock emails to this address: http:\/\/localhost:3000\/alerts\/unsubscribe\/[A-Za-z0-9_-]{43}/,
    );
    expect(mail.headers["list-unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3000\/alerts\/unsubscribe\/[A-Za-z0-9_-]{43}>, <mailto:[^>]+\?subject=unsubscribe>$/,
    );
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    // Sold out and back again: the alert has ended and sends nothing more.
    await restock(piece.id, plainInput(piece, 0));
    await restock(piece.id, plainInput(piece, 2));
    expect(await db().emailOutbox.count({ where: { to: waiting } })).toBe(2);
    expect(await db().emailOutbox.count({ where: { to: unconfirmed } })).toBe(1);
  });

  test("restocks racing each other send exactly one mail per confirmed alert", async () => {
    const ring = await createEngravableRing(db(), {
      variants: [
        { label: "6", stock: 0 },
        { label: "7", stock: 0 },
      ],
    });
    const [six, seven] = ring.variants;
    const emails = [address("race"), address("race"), address("race")];
    await confirmedAlert(ring.id, emails[0] ?? "", six?.id);
    await confirmedAlert(ring.id, emails[1] ?? "", six?.id);
    await confirmedAlert(ring.id, emails[2] ?? "", seven?.id);
    const input = {
      name: ring.name,
      description: "Back.",
      price: 48,
      category: "Rings",
      stock: 0,
      images: [],
      leadTimeDays: 5,
      variantName: "Ring size",
      personalization: { label: "Initials", maxLength: 4, required: true },
      variants: [
        { id: six?.id, label: "6", stock: 2 },
        { id: seven?.id, label: "7", stock: 1 },
      ],
    };
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => restock(ring.id, input)),
      sendBackInStockAlerts([ring.id]),
      sendBackInStockAlerts([ring.id]),
    ]);
    expect(answers.slice(0, 4).map((answer) => (typeof answer === "number" ? answer : answer.status))).toEqual([
      200, 200, 200, 200,
    ]);
    for (const email of emails) {
      await waitFor(() => backInStockMails(email)[0]);
      expect(await db().emailOutbox.count({ where: { to: email, dedupeKey: { startsWith: "stock-alert:" } } })).toBe(1);
    }
    expect(backInStockMails(emails[0] ?? "")[0]?.subject).toBe("Hammered Band (Ring size 6) is back in stock");
    expect(backInStockMails(emails[2] ?? "")[0]?.subject).toBe("Hammered Band (Ring size 7) is back in stock");
    await sendBackInStockAlerts([ring.id]);
    expect(
      await db().emailOutbox.count({ where: { dedupeKey: { startsWith: "stock-alert:" }, to: { in: emails } } }),
    ).toBe(3);
  });

  test("a cancelled order's pieces coming back fire the alerts waiting for them", async () => {
    const admin = await createAdmin(db());
    const piece = await createProduct(db(), { name: "Coral Cuff", stock: 0 });
    const email = address("cancel");
    await confirmedAlert(piece.id, email);
    const key = `alert-cancel-${piece.id}`;
    const intent = await capturedTestPayment(key, 2_000);
    const order = await createOrder(db(), {
      email: "buyer@example.test",
      paymentIntentId: intent.id,
      taxCents: 0,
      items: [{ product: piece, unitPriceCents: 2_000, quantity: 1 }],
    });

    const cancelled = await callRoute(
      patchOrder,
      apiRequest("PATCH", `/api/admin/orders/${order.id}`, { token: admin.accessToken, body: { status: "cancelled" } }),
      { id: order.id },
    );
    expect(cancelled.status).toBe(200);
    expect((await waitFor(() => backInStockMails(email)[0])).subject).toBe("Coral Cuff is back in stock");
  });

  test("the unsubscribe link ends every waiting alert of the address at a one-click POST, and may be followed again", async () => {
    const first = await createProduct(db(), { stock: 0 });
    const second = await createProduct(db(), { stock: 0 });
    const email = address("leaving");
    await confirmedAlert(first.id, email);
    await ask(second.id, { email });
    const link =
      /\/alerts\/unsubscribe\/([A-Za-z0-9_-]+)/.exec((await waitForMail(catcher(), email, 2)).text)?.[1] ?? "";
    const oneClick = (token: string) =>
      callRoute(
        unsubscribeAlerts,
        new Request(`${ORIGIN}/api/alerts/unsubscribe/${token}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        }),
        { token },
      );

    const answer = await oneClick(link);
    expect(answer.status).toBe(200);
    expect(await db().stockAlert.count({ where: { email, cancelledAt: null } })).toBe(0);
    expect((await oneClick(link)).status).toBe(200);
    expect((await oneClick("B".repeat(43))).body.code).toBe("link_expired");

    await restock(first.id, plainInput(first, 1));
    expect(await db().emailOutbox.count({ where: { to: email, dedupeKey: { startsWith: "stock-alert:" } } })).toBe(0);
  });

  test("past 5 an hour per email, or 20 per client, the answer is 429", async () => {
    const piece = await createProduct(db(), { stock: 0 });
    const email = address("flood");
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await ask(piece.id, { email })).status).toBe(202);
    expect((await ask(piece.id, { email })).status).toBe(429);
  });
});
