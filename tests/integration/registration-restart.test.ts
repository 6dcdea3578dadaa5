import { describe, expect, test } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as verifyEmail } from "@/app/api/auth/verify-email/route";
import { pruneUnverifiedAccounts } from "@/lib/auth/registration";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { useMailCatcher, waitForCode, waitForMail } from "../support/mail";
import { useTestDatabase } from "../support/database";

const DAY = 24 * 60 * 60 * 1000;

// Registration hashes at the production bcrypt cost: slow on a busy machine.
describe("unverified registrations", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const catcher = useMailCatcher();

  const signUp = (name: string, email: string, password: string) =>
    callRoute(register, apiRequest("POST", "/api/auth/register", { origin: ORIGIN, body: { name, email, password } }));
  const verify = (email: string, token: string) => callRoute(verifyEmail, apiRequest("POST", "/api/auth/verify-email", { origin: ORIGIN, body: { email, token } }));
  const signIn = (email: string, password: string) => callRoute(login, apiRequest("POST", "/api/auth/login", { origin: ORIGIN, body: { email, password } }));

  test("registering again with an email nobody verified starts over with the new name and password; the old code dies", async () => {
    const email = "squatted@example.test";
    const squatter = await signUp("Someone Else", email, "Squat+Pass111");
    expect(squatter.status).toBe(202);
    const oldCode = await waitForCode(catcher(), email, 1);

    const owner = await signUp("Rightful Owner", email.toUpperCase(), "Owner+Pass222");
    expect(owner.status).toBe(202);
    expect(await database.client().user.findUniqueOrThrow({ where: { email } })).toMatchObject({ name: "Rightful Owner" });
    const newCode = await waitForCode(catcher(), email, 2);
    expect(newCode).not.toBe(oldCode);

    expect((await verify(email, oldCode)).body.code).toBe("invalid_verification_code");
    expect((await verify(email, newCode)).status).toBe(200);
    expect((await signIn(email, "Squat+Pass111")).status).toBe(401);
    expect((await signIn(email, "Owner+Pass222")).status).toBe(200);
    expect(await database.client().user.count({ where: { email } })).toBe(1);
  });

  test("a verified email stays taken: the answer says nothing, and nothing about the account changes", async () => {
    const member = await createUser(database.client(), { name: "Kept Name" });
    const again = await signUp("Intruder", member.email, "Other+Pass333");
    expect(again.status).toBe(202);
    expect((await waitForMail(catcher(), member.email)).subject).toBe("Someone tried to sign up with your email at Atelier");
    expect((await database.client().user.findUniqueOrThrow({ where: { id: member.id } })).name).toBe("Kept Name");
    expect((await signIn(member.email, member.password)).status).toBe(200);
  });

  test("a fourth sign-up for one email within 15 minutes is refused with 429", async () => {
    const email = "eager@example.test";
    for (let i = 1; i <= 3; i += 1) expect((await signUp(`Eager ${i}`, email, "Eager+Pass444")).status).toBe(202);
    const fourth = await signUp("Eager 4", email, "Eager+Pass444");
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("unverified accounts are removed after 7 days; verified and younger ones stay", async () => {
    const now = Date.now();
    const stale = await createUser(database.client(), { verified: false });
    const fresh = await createUser(database.client(), { verified: false });
    const oldButVerified = await createUser(database.client());
    await database.client().user.update({ where: { id: stale.id }, data: { createdAt: new Date(now - 7 * DAY - 60_000) } });
    await database.client().user.update({ where: { id: fresh.id }, data: { createdAt: new Date(now - 6 * DAY) } });
    await database.client().user.update({ where: { id: oldButVerified.id }, data: { createdAt: new Date(now - 400 * DAY) } });

    expect(await pruneUnverifiedAccounts()).toBe(1);
    const left = await database.client().user.findMany({ where: { id: { in: [stale.id, fresh.id, oldButVerified.id] } } });
    expect(left.map((user) => user.id).sort()).toEqual([fresh.id, oldButVerified.id].sort());
    // The address is free again.
    expect((await signUp("New Owner", stale.email, "Fresh+Pass555")).status).toBe(202);
  });
});
