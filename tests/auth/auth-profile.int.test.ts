import { describe, expect, test } from "vitest";
import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me, PUT as updateMe } from "@/app/api/auth/me/route";
import { POST as refresh } from "@/app/api/auth/refresh/route";
import { accessTokenFor, createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute, cookieValueOf, setCookies } from "../support/api";
import { useTestDatabase } from "../support/database";

type Tokens = { accessToken: string; refreshToken: string };

const NEW_PASSWORD = "Silver!Moon88";

// bcrypt at the production cost (12) is slow on purpose, and slower still on a busy machine.
describe("profile and password", { timeout: 60_000 }, () => {
  const database = useTestDatabase();

  function signIn(email: string, password: string) {
    return callRoute<Tokens>(
      login,
      apiRequest("POST", "/api/auth/login", { origin: ORIGIN, body: { email, password } }),
    );
  }

  test("GET /api/auth/me answers the stored user with exactly id, email, name, role and createdAt", async () => {
    const user = await createUser(database.client(), { name: "Mina Okafor", role: "ADMIN" });
    const answer = await callRoute(
      me,
      apiRequest("GET", "/api/auth/me", { origin: ORIGIN, token: await accessTokenFor(user) }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: {
        id: user.id,
        email: user.email,
        name: "Mina Okafor",
        role: "ADMIN",
        createdAt: user.createdAt.toISOString(),
      },
    });
  });

  test("PUT /api/auth/me cannot make a member an admin or change their email", async () => {
    const user = await createUser(database.client(), { name: "Before" });
    const answer = await callRoute(
      updateMe,
      apiRequest("PUT", "/api/auth/me", {
        origin: ORIGIN,
        token: await accessTokenFor(user),
        body: { name: "After", role: "ADMIN", email: "new@example.test" },
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ name: "After", role: "USER", email: user.email });
    expect(await database.client().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      name: "After",
      role: "USER",
      email: user.email,
    });
  });

  test("PUT /api/auth/me needs a name", async () => {
    const user = await createUser(database.client());
    const answer = await callRoute(
      updateMe,
      apiRequest("PUT", "/api/auth/me", { origin: ORIGIN, token: await accessTokenFor(user), body: { name: "   " } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([{ path: "name", message: "Name is required" }]);
  });

  test("PUT /api/auth/me signed out is a 401", async () => {
    const answer = await callRoute(
      updateMe,
      apiRequest("PUT", "/api/auth/me", { origin: ORIGIN, body: { name: "Nobody" } }),
    );
    expect(answer.status).toBe(401);
  });

  test("changing the password needs the current one", async () => {
    const user = await createUser(database.client());
    const answer = await callRoute(
      changePassword,
      apiRequest("POST", "/api/auth/change-password", {
        origin: ORIGIN,
        token: await accessTokenFor(user),
        body: { newPassword: NEW_PASSWORD },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([{ path: "currentPassword", message: "Current password is required" }]);
    const empty = await callRoute(
      changePassword,
      apiRequest("POST", "/api/auth/change-password", {
        origin: ORIGIN,
        token: await accessTokenFor(user),
        body: { currentPassword: "", newPassword: NEW_PASSWORD },
      }),
    );
    expect(empty.body.details).toEqual([{ path: "currentPassword", message: "Current password is required" }]);
  });

  test.each([
    ["Ab1!", "Password must be at least 8 characters"],
    ["abcdefg1!", "Password must contain an uppercase letter"],
    ["ABCDEFG1!", "Password must contain a lowercase letter"],
    ["Abcdefgh!", "Password must contain a number"],
    ["Abcdefgh1", "Password must contain a special character"],
  ])("a new password %s is refused with '%s'", async (newPassword, message) => {
    const user = await createUser(database.client());
    const answer = await callRoute(
      changePassword,
      apiRequest("POST", "/api/auth/change-password", {
        origin: ORIGIN,
        token: await accessTokenFor(user),
        body: { currentPassword: user.password, newPassword },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([{ path: "newPassword", message }]);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  test("a new password breaking several rules lists each of them", async () => {
    const user = await createUser(database.client());
    const answer = await callRoute(
      changePassword,
      apiRequest("POST", "/api/auth/change-password", {
        origin: ORIGIN,
        token: await accessTokenFor(user),
        body: { currentPassword: user.password, newPassword: "abc" },
      }),
    );
    expect(answer.body.details?.map((detail) => detail.message)).toEqual([
      "Password must be at least 8 characters",
      "Password must contain an uppercase letter",
      "Password must contain a number",
      "Password must contain a special character",
    ]);
  });

  test("a wrong current password is a 400 that says so, and nothing changes", async () => {
    const user = await createUser(database.client());
    const answer = await callRoute(
      changePassword,
      apiRequest("POST", "/api/auth/change-password", {
        origin: ORIGIN,
        token: await accessTokenFor(user),
        body: { currentPassword: "Not+The+One1", newPassword: NEW_PASSWORD },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "invalid_current_password", error: "Current password is incorrect" });
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  test("a changed password signs out every other session and keeps the caller signed in", async () => {
    const user = await createUser(database.client());
    const laptop = await signIn(user.email, user.password);
    const phone = await signIn(user.email, user.password);
    const answer = await callRoute<Tokens & { message: string }>(
      changePassword,
      apiRequest("POST", "/api/auth/change-password", {
        origin: ORIGIN,
        token: laptop.body.data.accessToken,
        body: { currentPassword: user.password, newPassword: NEW_PASSWORD },
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.message).toBe("Password changed successfully");
    expect(cookieValueOf(setCookies(answer.headers).get("atelier_refresh"))).toBe(answer.body.data.refreshToken);

    for (const old of [laptop, phone]) {
      const replay = await callRoute(
        refresh,
        apiRequest("POST", "/api/auth/refresh", { origin: ORIGIN, body: { refreshToken: old.body.data.refreshToken } }),
      );
      expect(replay.status).toBe(401);
    }
    const families = await database
      .client()
      .refreshTokenFamily.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
    expect(families.map((family) => family.revokedReason)).toEqual(["password_changed", "password_changed", null]);
    const next = await callRoute(
      refresh,
      apiRequest("POST", "/api/auth/refresh", {
        origin: ORIGIN,
        body: { refreshToken: answer.body.data.refreshToken },
      }),
    );
    expect(next.status).toBe(200);

    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  test("guessing the current password counts as failed sign-ins", async () => {
    const user = await createUser(database.client());
    const token = await accessTokenFor(user);
    for (let i = 1; i <= 10; i += 1) {
      const answer = await callRoute(
        changePassword,
        apiRequest("POST", "/api/auth/change-password", {
          origin: ORIGIN,
          token,
          body: { currentPassword: `Guess+${i}aA`, newPassword: NEW_PASSWORD },
        }),
      );
      expect(answer.status).toBe(400);
    }
    const eleventh = await callRoute(
      changePassword,
      apiRequest("POST", "/api/auth/change-password", {
        origin: ORIGIN,
        token,
        body: { currentPassword: user.password, newPassword: NEW_PASSWORD },
      }),
    );
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("changing the password signed out is a 401", async () => {
    const answer = await callRoute(
      changePassword,
      apiRequest("POST", "/api/auth/change-password", {
        origin: ORIGIN,
        body: { currentPassword: "x", newPassword: NEW_PASSWORD },
      }),
    );
    expect(answer.status).toBe(401);
  });
});
