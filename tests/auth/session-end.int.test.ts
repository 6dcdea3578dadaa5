import { describe, expect, test } from "vitest";
import { GET as adminOrders } from "@/app/api/admin/orders/route";
import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me, PUT as updateMe } from "@/app/api/auth/me/route";
import { POST as refresh } from "@/app/api/auth/refresh/route";
import { POST as addToCart } from "@/app/api/cart/route";
import { PUT as updateProduct } from "@/app/api/products/[id]/route";
import { createProduct } from "../factories/products";
import { createAdmin, createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";

type Tokens = { accessToken: string; refreshToken: string };

const NEW_PASSWORD = "Pearl+Thread77";

describe("sessions that end when they should", { timeout: 60_000 }, () => {
  const database = useTestDatabase();

  async function signIn(email: string, password: string): Promise<Tokens> {
    const answer = await callRoute<Tokens>(
      login,
      apiRequest("POST", "/api/auth/login", { origin: ORIGIN, body: { email, password } }),
    );
    expect(answer.status).toBe(200);
    return answer.body.data;
  }

  const rename = (token: string, name: string) =>
    callRoute(updateMe, apiRequest("PUT", "/api/auth/me", { origin: ORIGIN, token, body: { name } }));
  const addPiece = (token: string, productId: string) =>
    callRoute(addToCart, apiRequest("POST", "/api/cart", { origin: ORIGIN, token, body: { productId, quantity: 1 } }));
  const whoAmI = (token: string) => callRoute(me, apiRequest("GET", "/api/auth/me", { origin: ORIGIN, token }));

  test("a logged-out access token is refused at once, for writes and reads, long before it expires", async () => {
    const member = await createUser(database.client());
    const piece = await createProduct(database.client());
    const session = await signIn(member.email, member.password);
    expect((await rename(session.accessToken, "Before")).status).toBe(200);

    const out = await callRoute(
      logout,
      apiRequest("POST", "/api/auth/logout", { origin: ORIGIN, body: { refreshToken: session.refreshToken } }),
    );
    expect(out.status).toBe(200);
    expect((await rename(session.accessToken, "After")).status).toBe(401);
    expect((await addPiece(session.accessToken, piece.id)).status).toBe(401);
    expect((await whoAmI(session.accessToken)).status).toBe(401);
    expect(await database.client().cartItem.count({ where: { userId: member.id } })).toBe(0);
    expect((await database.client().user.findUniqueOrThrow({ where: { id: member.id } })).name).toBe("Before");
  });

  test("logging out with only the access token (no refresh token at hand) ends it just the same", async () => {
    const member = await createUser(database.client());
    const session = await signIn(member.email, member.password);
    const out = await callRoute(
      logout,
      apiRequest("POST", "/api/auth/logout", { origin: ORIGIN, token: session.accessToken, body: {} }),
    );
    expect(out.status).toBe(200);
    expect((await rename(session.accessToken, "After")).status).toBe(401);
  });

  test("the member's other session loses only its access token: one refresh and it carries on", async () => {
    const member = await createUser(database.client());
    const laptop = await signIn(member.email, member.password);
    const phone = await signIn(member.email, member.password);
    await callRoute(
      logout,
      apiRequest("POST", "/api/auth/logout", { origin: ORIGIN, body: { refreshToken: laptop.refreshToken } }),
    );
    expect((await rename(phone.accessToken, "Phone")).status).toBe(401);
    const renewed = await callRoute<Tokens>(
      refresh,
      apiRequest("POST", "/api/auth/refresh", { origin: ORIGIN, body: { refreshToken: phone.refreshToken } }),
    );
    expect(renewed.status).toBe(200);
    expect((await rename(renewed.body.data.accessToken, "Phone")).status).toBe(200);
    const laptopRenewal = await callRoute(
      refresh,
      apiRequest("POST", "/api/auth/refresh", { origin: ORIGIN, body: { refreshToken: laptop.refreshToken } }),
    );
    expect(laptopRenewal.status).toBe(401);
  });

  test("a password change ends every access token of the member at once; the caller continues with the new pair", async () => {
    const member = await createUser(database.client());
    const laptop = await signIn(member.email, member.password);
    const phone = await signIn(member.email, member.password);
    const changed = await callRoute<Tokens>(
      changePassword,
      apiRequest("POST", "/api/auth/change-password", {
        origin: ORIGIN,
        token: laptop.accessToken,
        body: { currentPassword: member.password, newPassword: NEW_PASSWORD },
      }),
    );
    expect(changed.status).toBe(200);
    for (const old of [laptop, phone]) expect((await rename(old.accessToken, "Thief")).status).toBe(401);
    expect((await rename(changed.body.data.accessToken, "Owner")).status).toBe(200);
  });

  test("a demoted admin's next request is refused with 403, though their token still says ADMIN", async () => {
    const admin = await createAdmin(database.client());
    const piece = await createProduct(database.client(), { name: "Moonstone Ring" });
    const session = await signIn(admin.email, admin.password);
    const edit = (name: string) =>
      callRoute(
        updateProduct,
        apiRequest("PUT", `/api/products/${piece.id}`, {
          origin: ORIGIN,
          token: session.accessToken,
          body: { name, description: "", price: 30, category: "Rings", stock: 2, images: [] },
        }),
        { id: piece.id },
      );
    expect((await edit("Moonstone Ring II")).status).toBe(200);
    expect(
      (
        await callRoute(
          adminOrders,
          apiRequest("GET", "/api/admin/orders", { origin: ORIGIN, token: session.accessToken }),
        )
      ).status,
    ).toBe(200);

    await database.client().user.update({ where: { id: admin.id }, data: { role: "USER" } });
    const refused = await edit("Defaced");
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("forbidden");
    expect(
      (
        await callRoute(
          adminOrders,
          apiRequest("GET", "/api/admin/orders", { origin: ORIGIN, token: session.accessToken }),
        )
      ).status,
    ).toBe(403);
    expect((await database.client().product.findUniqueOrThrow({ where: { id: piece.id } })).name).toBe(
      "Moonstone Ring II",
    );
  });

  test("a member promoted to admin is one at their next request", async () => {
    const member = await createUser(database.client());
    const session = await signIn(member.email, member.password);
    const list = () =>
      callRoute(adminOrders, apiRequest("GET", "/api/admin/orders", { origin: ORIGIN, token: session.accessToken }));
    expect((await list()).status).toBe(403);
    await database.client().user.update({ where: { id: member.id }, data: { role: "ADMIN" } });
    expect((await list()).status).toBe(200);
  });
});
