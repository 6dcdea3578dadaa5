import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { PATCH as patchOrder } from "@/app/api/admin/orders/[id]/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as verifyEmail } from "@/app/api/auth/verify-email/route";
import { POST as lookUpByForm } from "@/app/api/guest/orders/lookup/form/route";
import { POST as lookUp } from "@/app/api/guest/orders/lookup/route";
import { markOrderPaid } from "@/lib/orders/payment";
import { findOrderView } from "@/lib/orders/buyer/order-view";
import { createOrder } from "../factories/orders";
import { createProduct } from "../factories/products";
import { createAdmin, createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { fromPeer } from "../support/clients";
import { useTestDatabase } from "../support/database";
import { useMailCatcher, waitForCode, waitForMail } from "../support/mail";

// The one answer for every pair of email and order number, whether or not they match (no enumeration).
const SAME_ANSWER = {
  success: true,
  data: {
    message:
      "If that order number belongs to that email, a link to view the order is on its way. It works for 30 minutes.",
  },
};
const VIEW_LINK = /https?:\/\/[^/\s"]+\/orders\/view\/([A-Za-z0-9_-]+)/;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

describe("guest order lookup", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const catcher = useMailCatcher();
  const db = () => database.client();
  let seq = 0;
  const address = (name: string) => `${name}-${(seq += 1)}@example.test`;

  const ask = (body: unknown, headers: Record<string, string> = {}) =>
    callRoute(lookUp, apiRequest("POST", "/api/guest/orders/lookup", { origin: ORIGIN, body, headers }));

  /** A guest's paid order of one engraved ring in size 7; its number is the id's last 8 characters, upper case. */
  async function guestOrder(email: string, status: "pending" | "processing" | "shipped" = "processing") {
    const product = await createProduct(db(), { name: "Garnet Band", priceCents: 4_200 });
    const order = await createOrder(db(), {
      email,
      status,
      items: [
        {
          product,
          unitPriceCents: 4_200,
          quantity: 1,
          variantName: "Ring size",
          variantLabel: "7",
          personalization: "A+J",
        },
      ],
      shipBy: "2026-12-04",
    });
    return { order, number: order.id.slice(-8).toUpperCase() };
  }

  async function linkIn(email: string, count = 1): Promise<string> {
    const mail = await waitForMail(catcher(), email, count);
    const token = VIEW_LINK.exec(mail.text)?.[1];
    if (!token) throw new Error(`no view link in the mail to ${email}`);
    expect(mail.html).toContain(`/orders/view/${token}`);
    return token;
  }

  describe("POST /api/guest/orders/lookup", () => {
    test("answers 202 with the same body for a match, a wrong email, a wrong number and nothing known; only the match is mailed", async () => {
      const email = address("buyer");
      const { number } = await guestOrder(email);
      const stranger = address("stranger");
      const other = await guestOrder(address("other"));

      const answers = await Promise.all([
        ask({ email, orderNumber: number }),
        ask({ email: stranger, orderNumber: number }),
        ask({ email, orderNumber: "ZZZZ9999" }),
        ask({ email, orderNumber: other.number }),
        ask({ email: address("nobody"), orderNumber: "ABCD1234" }),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(202);
        expect(answer.body).toEqual(SAME_ANSWER);
        expect(answer.headers.get("set-cookie")).toBeNull();
      }
      const mail = await waitForMail(catcher(), email);
      expect(mail.subject).toBe(`View your Atelier order #${number}`);
      expect(
        catcher()
          .messages()
          .filter((caught) => caught.to.includes(email)),
      ).toHaveLength(1);
      expect(
        catcher()
          .messages()
          .filter((caught) => caught.to.includes(stranger)),
      ).toHaveLength(0);
      expect(await db().linkToken.count({ where: { purpose: "order_view", subjectId: other.order.id } })).toBe(0);
    });

    test("the number is taken in any case, with a leading # and spaces; the email in any case; the mail goes to the order's own address", async () => {
      const email = address("casual");
      const { number } = await guestOrder(email);
      const answer = await ask({ email: `  ${email.toUpperCase()} `, orderNumber: ` #${number.toLowerCase()} ` });
      expect([answer.status, answer.body]).toEqual([202, SAME_ANSWER]);
      const mail = await waitForMail(catcher(), email);
      expect(mail.to).toEqual([email]);
    });

    test("the mailed link is 256 bits, stored only as its hash (and masked in the outbox), valid 30 minutes, and opens the order", async () => {
      const email = address("strong");
      const { order, number } = await guestOrder(email);
      await ask({ email, orderNumber: number });
      const token = await linkIn(email);

      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      const row = await db().linkToken.findUniqueOrThrow({ where: { tokenHash: hashOf(token) } });
      expect([row.purpose, row.subjectId, row.usedAt]).toEqual(["order_view", order.id, null]);
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(30 * MINUTE_MS);
      expect(await db().linkToken.count({ where: { tokenHash: token } })).toBe(0);
      expect(
        await db().emailOutbox.count({
          where: {
            OR: [{ text: { contains: token } }, { html: { contains: token } }, { sealed: { contains: token } }],
          },
        }),
      ).toBe(0);

      // Read-only: following it twice opens the order twice and uses nothing up.
      expect((await findOrderView(token))?.id).toBe(order.id);
      expect((await findOrderView(token))?.id).toBe(order.id);
      expect((await db().linkToken.findUniqueOrThrow({ where: { id: row.id } })).usedAt).toBeNull();
    });

    test("an expired link, an unknown one, a malformed one and another purpose's all open nothing", async () => {
      const email = address("late");
      const { order, number } = await guestOrder(email);
      await ask({ email, orderNumber: number });
      const token = await linkIn(email);
      await db().linkToken.updateMany({
        where: { tokenHash: hashOf(token) },
        data: { expiresAt: new Date(Date.now() - 1) },
      });
      expect(await findOrderView(token)).toBeNull();
      expect(await findOrderView("C".repeat(43))).toBeNull();
      expect(await findOrderView("")).toBeNull();
      expect(await findOrderView("x".repeat(500))).toBeNull();
      await db().linkToken.create({
        data: {
          tokenHash: hashOf("D".repeat(43)),
          purpose: "newsletter_unsubscribe",
          subjectId: order.id,
          expiresAt: new Date(Date.now() + DAY_MS),
        },
      });
      expect(await findOrderView("D".repeat(43))).toBeNull();
    });

    test("bad fields answer 400 naming them", async () => {
      const missing = await ask({});
      expect(missing.status).toBe(400);
      expect(missing.body.details?.map((detail) => detail.path).sort()).toEqual(["email", "orderNumber"]);
      for (const orderNumber of ["ABC", "#ABCD12345", "ABCD-123", "   ", 12345678]) {
        const answer = await ask({ email: address("typo"), orderNumber });
        expect([answer.status, answer.body.code, answer.body.details?.[0]?.path]).toEqual([
          400,
          "validation_error",
          "orderNumber",
        ]);
      }
      const badEmail = await ask({ email: "not-an-email", orderNumber: "ABCD1234" });
      expect([badEmail.status, badEmail.body.details?.[0]?.path]).toEqual([400, "email"]);
      const notJson = await callRoute(
        lookUp,
        apiRequest("POST", "/api/guest/orders/lookup", {
          origin: ORIGIN,
          body: "email=a",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
      );
      expect(notJson.status).toBe(415);
    });

    test("past 5 an hour per email the answer is 429 with Retry-After, whatever the number", async () => {
      const email = address("flood");
      const { order, number } = await guestOrder(email);
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await ask({ email, orderNumber: `WRONG${attempt}00` })).status).toBe(202);
      const refused = await ask({ email, orderNumber: number });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await db().linkToken.count({ where: { purpose: "order_view", subjectId: order.id } })).toBe(0);
      expect(
        catcher()
          .messages()
          .filter((caught) => caught.to.includes(email)),
      ).toHaveLength(0);
    });

    test("past 20 an hour per client the answer is 429, while another client still asks", async () => {
      const client = fromPeer("203.0.113.77");
      for (let attempt = 0; attempt < 20; attempt += 1)
        expect((await ask({ email: address("sweep"), orderNumber: "ABCD1234" }, client)).status).toBe(202);
      expect((await ask({ email: address("sweep"), orderNumber: "ABCD1234" }, client)).status).toBe(429);
      expect(
        (await ask({ email: address("elsewhere"), orderNumber: "ABCD1234" }, fromPeer("203.0.113.78"))).status,
      ).toBe(202);
    });
  });

  describe("POST /api/guest/orders/lookup/form", () => {
    /** The page's form as a browser posts it: urlencoded, from the shop's own page. */
    const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      lookUpByForm(
        new Request(`${ORIGIN}/api/guest/orders/lookup/form`, {
          method: "POST",
          headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", ...headers },
          body: new URLSearchParams(fields).toString(),
        }),
        { params: Promise.resolve({}) },
      );
    const landing = async (fields: Record<string, string>) => {
      const answer = await postForm(fields);
      expect(answer.status).toBe(303);
      return answer.headers.get("location");
    };

    test("looks up as the API does and sends the browser back with a 303 saying the same for a match and a miss", async () => {
      const email = address("form");
      const { number } = await guestOrder(email);
      expect(await landing({ email, orderNumber: `#${number}` })).toBe("/orders/lookup?sent=1");
      expect(await landing({ email, orderNumber: "ZZZZ9999" })).toBe("/orders/lookup?sent=1");
      expect(await landing({ email: address("nobody"), orderNumber: number })).toBe("/orders/lookup?sent=1");
      expect((await waitForMail(catcher(), email)).subject).toBe(`View your Atelier order #${number}`);
      expect(
        catcher()
          .messages()
          .filter((caught) => caught.to.includes(email)),
      ).toHaveLength(1);
    });

    test("a field to fix or the limit is said by the page it lands on", async () => {
      expect(await landing({ email: "not-an-email", orderNumber: "ABCD1234" })).toBe("/orders/lookup?problem=email");
      expect(await landing({ email: address("typo"), orderNumber: "ABC" })).toBe("/orders/lookup?problem=number");
      expect(await landing({ email: address("typo") })).toBe("/orders/lookup?problem=number");
      const email = address("form-flood");
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect(await landing({ email, orderNumber: "ABCD1234" })).toBe("/orders/lookup?sent=1");
      expect(await landing({ email, orderNumber: "ABCD1234" })).toBe("/orders/lookup?problem=busy");
    });

    test("refuses another site's page (403) and anything but a urlencoded form (415)", async () => {
      const email = address("cross-site");
      const { order, number } = await guestOrder(email);
      expect((await postForm({ email, orderNumber: number }, { origin: "https://elsewhere.example" })).status).toBe(
        403,
      );
      const json = await lookUpByForm(
        new Request(`${ORIGIN}/api/guest/orders/lookup/form`, {
          method: "POST",
          headers: { origin: ORIGIN, "content-type": "application/json" },
          body: JSON.stringify({ email, orderNumber: number }),
        }),
        { params: Promise.resolve({}) },
      );
      expect(json.status).toBe(415);
      expect(await db().linkToken.count({ where: { purpose: "order_view", subjectId: order.id } })).toBe(0);
    });
  });

  describe("the read-only order a link opens", () => {
    test("shows the status, ship-by and lines with size and engraving; the address and the email partly masked", async () => {
      const email = address("masked");
      const { order, number } = await guestOrder(email, "shipped");
      await ask({ email, orderNumber: number });
      const view = await findOrderView(await linkIn(email));
      expect(view).toMatchObject({ id: order.id, status: "shipped", shipBy: "2026-12-04", shippingAddressId: null });
      expect(view?.orderItems).toEqual([
        expect.objectContaining({
          variantName: "Ring size",
          variantLabel: "7",
          personalization: "A+J",
          quantity: 1,
          priceCents: 4_200,
        }),
      ]);
      expect(view?.email).toBe(`m•••@example.test`);
      expect(view?.shippingAddress).toEqual({
        first_name: "Ada",
        last_name: "L.",
        address_line_1: "•••",
        address_line_2: null,
        city: "Sacramento",
        state: "CA",
        postal_code: "958•••",
        country: "US",
        phone: "••• 42",
      });
      expect(JSON.stringify(view)).not.toContain("Garnet Lane");
      expect(JSON.stringify(view)).not.toContain(email);
    });
  });

  describe("the confirmation and shipped mails", () => {
    test("the confirmation carries a 30-day view link, stored with the mail in one statement", async () => {
      const email = address("paid");
      const { order } = await guestOrder(email, "pending");
      await db().order.update({ where: { id: order.id }, data: { paymentStatus: "authorized" } });
      expect(await markOrderPaid(order.id)).not.toBeNull();
      // A second caller (the webhook after the page) moves nothing and issues no second link.
      expect(await markOrderPaid(order.id)).toBeNull();

      const token = await linkIn(email);
      const mail = await waitForMail(catcher(), email);
      expect(mail.text).toContain(`View your order: http://localhost:3000/orders/view/${token}`);
      expect(mail.html).toContain(">View your order</a>");
      const rows = await db().linkToken.findMany({ where: { purpose: "order_view", subjectId: order.id } });
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).toBe(hashOf(token));
      expect((rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0)).toBe(30 * DAY_MS);
      expect((await findOrderView(token))?.id).toBe(order.id);
      expect(
        await db().emailOutbox.count({ where: { OR: [{ text: { contains: token } }, { html: { contains: token } }] } }),
      ).toBe(0);
    });

    test("the shipped mail carries its own 30-day view link", async () => {
      const admin = await createAdmin(db());
      const email = address("shipped");
      const { order } = await guestOrder(email);
      const answer = await callRoute(
        patchOrder,
        apiRequest("PATCH", `/api/admin/orders/${order.id}`, { token: admin.accessToken, body: { status: "shipped" } }),
        { id: order.id },
      );
      expect(answer.status).toBe(200);
      const mail = await waitForMail(catcher(), email);
      expect(mail.subject).toContain("is on its way");
      const token = await linkIn(email);
      const row = await db().linkToken.findUniqueOrThrow({ where: { tokenHash: hashOf(token) } });
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(30 * DAY_MS);
      expect((await findOrderView(token))?.status).toBe("shipped");
    });
  });

  describe("POST /api/auth/verify-email", () => {
    test("her guest orders (any letter case) join her account; another member's and another email's are untouched", async () => {
      const email = address("joiner");
      const mine = await guestOrder(email);
      const mineShouted = await guestOrder(email.toUpperCase());
      const strangers = await guestOrder(address("someone-else"));
      const member = await createUser(db(), { email: address("member") });
      const theirs = await createOrder(db(), {
        userId: member.id,
        email,
        items: [{ unitPriceCents: 1_000, quantity: 1 }],
      });

      const signUp = await callRoute(
        register,
        apiRequest("POST", "/api/auth/register", {
          origin: ORIGIN,
          body: { name: "Joiner", email, password: "Opal+Wire2024" },
        }),
      );
      expect(signUp.status).toBe(202);
      const code = await waitForCode(catcher(), email);
      // Before she proves the address, nothing is hers.
      expect((await db().order.findUniqueOrThrow({ where: { id: mine.order.id } })).userId).toBeNull();
      const verified = await callRoute(
        verifyEmail,
        apiRequest("POST", "/api/auth/verify-email", { origin: ORIGIN, body: { email, token: code } }),
      );
      expect(verified.status).toBe(200);

      const account = await db().user.findUniqueOrThrow({ where: { email } });
      const owner = async (id: string) => (await db().order.findUniqueOrThrow({ where: { id } })).userId;
      expect(await owner(mine.order.id)).toBe(account.id);
      expect(await owner(mineShouted.order.id)).toBe(account.id);
      expect(await owner(strangers.order.id)).toBeNull();
      expect(await owner(theirs.id)).toBe(member.id);
    });

    test("a wrong code joins nothing", async () => {
      const email = address("wrong-code");
      const { order } = await guestOrder(email);
      await callRoute(
        register,
        apiRequest("POST", "/api/auth/register", {
          origin: ORIGIN,
          body: { name: "Wrong", email, password: "Opal+Wire2024" },
        }),
      );
      const code = await waitForCode(catcher(), email);
      const wrong = code.startsWith("AAAAA") ? "BBBBBB" : "AAAAAA";
      expect(
        (
          await callRoute(
            verifyEmail,
            apiRequest("POST", "/api/auth/verify-email", { origin: ORIGIN, body: { email, token: wrong } }),
          )
        ).status,
      ).toBe(400);
      expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).userId).toBeNull();
    });
  });
});
