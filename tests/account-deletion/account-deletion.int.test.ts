import { describe, expect, test } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { DELETE as deleteMe, GET as me } from "@/app/api/auth/me/route";
import { POST as refresh } from "@/app/api/auth/refresh/route";
import { POST as register } from "@/app/api/auth/register/route";
import { createAddress } from "../factories/addresses";
import { createOrder } from "../factories/orders";
import { createProduct } from "../factories/products";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute, setCookies } from "../support/api";
import { useTestDatabase } from "../support/database";

type Tokens = { accessToken: string; refreshToken: string };

// bcrypt at the production cost (12) is slow on purpose, and slower still on a busy machine.
describe("DELETE /api/auth/me", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();

  const remove = (token: string | undefined, body: unknown) =>
    callRoute(deleteMe, apiRequest("DELETE", "/api/auth/me", { origin: ORIGIN, token, body }));

  async function signIn(email: string, password: string): Promise<Tokens> {
    const answer = await callRoute<Tokens>(
      login,
      apiRequest("POST", "/api/auth/login", { origin: ORIGIN, body: { email, password } }),
    );
    expect(answer.status).toBe(200);
    return answer.body.data;
  }

  /**
   * A member with one of everything an account keeps, and a delivered order; `other` has the same, to show it is
   * untouched.
   */
  async function memberWithEverything(name: string) {
    const member = await createUser(db(), { email: `${name}@example.test` });
    const product = await createProduct(db(), { stock: 5 });
    const soldOut = await createProduct(db(), { stock: 0 });
    await createAddress(db(), member.id, { makeDefault: true });
    await db().cartItem.create({ data: { userId: member.id, productId: product.id, quantity: 1 } });
    await db().verificationCode.create({
      data: {
        userId: member.id,
        purpose: "reset_password",
        codeHash: "x".repeat(64),
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    await db().stockAlert.create({
      data: { productId: soldOut.id, email: member.email.toUpperCase(), confirmedAt: new Date() },
    });
    await db().newsletterSubscriber.create({
      data: { email: member.email, status: "subscribed", source: "footer", consentedAt: new Date() },
    });
    const order = await createOrder(db(), {
      userId: member.id,
      email: member.email,
      status: "delivered",
      items: [{ product, quantity: 1, unitPriceCents: 4_500 }],
    });
    const tokens = await signIn(member.email, member.password);
    return { member, order, tokens };
  }

  async function keptOf(userId: string, email: string) {
    return {
      user: await db().user.count({ where: { id: userId } }),
      addresses: await db().address.count({ where: { userId } }),
      cart: await db().cartItem.count({ where: { userId } }),
      codes: await db().verificationCode.count({ where: { userId } }),
      sessions: await db().refreshTokenFamily.count({ where: { userId } }),
      alerts: await db().stockAlert.count({ where: { email } }),
      newsletter: await db().newsletterSubscriber.count({ where: { email } }),
    };
  }

  test("deletes the addresses, cart, codes, sessions, alerts and subscription; orders stay, erased, without an account; a last mail is queued; cookies cleared", async () => {
    const { member, order, tokens } = await memberWithEverything("leaving");
    const other = await memberWithEverything("staying");
    expect(await keptOf(member.id, member.email)).toEqual({
      user: 1,
      addresses: 1,
      cart: 1,
      codes: 1,
      sessions: 1,
      alerts: 1,
      newsletter: 1,
    });

    const answer = await remove(tokens.accessToken, { password: member.password });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: { message: "Your account is deleted" } });
    expect(await keptOf(member.id, member.email)).toEqual({
      user: 0,
      addresses: 0,
      cart: 0,
      codes: 0,
      sessions: 0,
      alerts: 0,
      newsletter: 0,
    });
    expect(await db().refreshToken.count({ where: { family: { userId: member.id } } })).toBe(0);
    const kept = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(kept).toMatchObject({ userId: null, email: "" });
    expect(kept.erasedAt).toBeInstanceOf(Date);
    expect(await db().orderItem.count({ where: { orderId: order.id } })).toBe(1);
    const mail = await db().emailOutbox.findMany({
      where: { to: member.email, dedupeKey: { startsWith: "account-deleted:" } },
    });
    expect(mail.map((row) => row.subject)).toEqual(["Your Atelier account is deleted"]);
    const cookies = setCookies(answer.headers);
    for (const name of ["atelier_access", "atelier_refresh", "atelier_session"])
      expect(cookies.get(name)).toMatch(/Max-Age=0/);
    // The other member keeps everything.
    expect(await keptOf(other.member.id, other.member.email)).toEqual({
      user: 1,
      addresses: 1,
      cart: 1,
      codes: 1,
      sessions: 1,
      alerts: 1,
      newsletter: 1,
    });
    expect((await db().order.findUniqueOrThrow({ where: { id: other.order.id } })).userId).toBe(other.member.id);
  });

  test("the old access token and refresh token no longer work, and the password no longer signs in", async () => {
    const { member, tokens } = await memberWithEverything("gone");
    expect((await remove(tokens.accessToken, { password: member.password })).status).toBe(200);

    expect(
      (await callRoute(me, apiRequest("GET", "/api/auth/me", { origin: ORIGIN, token: tokens.accessToken }))).status,
    ).toBe(401);
    expect(
      (
        await callRoute(
          refresh,
          apiRequest("POST", "/api/auth/refresh", { origin: ORIGIN, body: { refreshToken: tokens.refreshToken } }),
        )
      ).status,
    ).toBe(401);
    const again = await callRoute(
      login,
      apiRequest("POST", "/api/auth/login", {
        origin: ORIGIN,
        body: { email: member.email, password: member.password },
      }),
    );
    expect(again.status).toBe(401);
    expect((await remove(tokens.accessToken, { password: member.password })).status).toBe(401);
  });

  test("a wrong password is a 400 naming password, and nothing changes", async () => {
    const { member, order, tokens } = await memberWithEverything("mistyped");
    const answer = await remove(tokens.accessToken, { password: `${member.password}x` });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: "invalid_password",
      details: [{ path: "password", message: "Password is incorrect" }],
    });
    expect(await keptOf(member.id, member.email)).toEqual({
      user: 1,
      addresses: 1,
      cart: 1,
      codes: 1,
      sessions: 1,
      alerts: 1,
      newsletter: 1,
    });
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).userId).toBe(member.id);
    expect(
      await db().emailOutbox.count({ where: { to: member.email, dedupeKey: { startsWith: "account-deleted:" } } }),
    ).toBe(0);
    expect(
      (await callRoute(me, apiRequest("GET", "/api/auth/me", { origin: ORIGIN, token: tokens.accessToken }))).status,
    ).toBe(200);

    const missing = await remove(tokens.accessToken, {});
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([{ path: "password", message: "Password is required" }]);
  });

  test("two deletions at once (a double click): one deletes and mails, the other finds no account", async () => {
    const { member, tokens } = await memberWithEverything("doubleclick");
    const answers = await Promise.all([
      remove(tokens.accessToken, { password: member.password }),
      remove(tokens.accessToken, { password: member.password }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(
      await db().emailOutbox.count({ where: { to: member.email, dedupeKey: { startsWith: "account-deleted:" } } }),
    ).toBe(1);
  });

  test("signed out is a 401", async () => {
    const answer = await remove(undefined, { password: "Garnet&Gold42" });
    expect(answer.status).toBe(401);
  });

  test("the email can register again afterwards, as a new account", async () => {
    const { member, tokens } = await memberWithEverything("returning");
    expect((await remove(tokens.accessToken, { password: member.password })).status).toBe(200);

    const registered = await callRoute(
      register,
      apiRequest("POST", "/api/auth/register", {
        origin: ORIGIN,
        body: { name: "Back Again", email: member.email, password: "Opal#River31" },
      }),
    );
    expect(registered.status).toBe(202);
    const fresh = await db().user.findUniqueOrThrow({ where: { email: member.email } });
    expect(fresh.id).not.toBe(member.id);
    expect(fresh.name).toBe("Back Again");
  });
});
