import { describe, expect, test } from "vitest";
import { POST as forgotPassword } from "@/app/api/auth/forgot-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { POST as verifyEmail } from "@/app/api/auth/verify-email/route";
import { pruneUnverifiedAccounts } from "@/lib/auth/registration";
import { extractVerificationCode } from "../../e2e/helpers/mail";
import { createOrder } from "../factories/orders";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { fromPeer } from "../support/clients";
import { useMailCatcher, waitForCode, waitForMail } from "../support/mail";
import { useTestDatabase } from "../support/database";

const DAY = 24 * 60 * 60 * 1000;

/** The subject of the mail a contested sign-up's address gets, with the code she chooses her password with. */
const CHOOSE_PASSWORD = /^Finish signing up at Atelier: choose your password with code [A-Z2-9]{6}$/;

// Registration hashes at the production bcrypt cost: slow on a busy machine.
describe("unverified registrations", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const catcher = useMailCatcher();

  const signUp = (name: string, email: string, password: string) =>
    callRoute(register, apiRequest("POST", "/api/auth/register", { origin: ORIGIN, body: { name, email, password } }));
  const verify = (email: string, token: string) =>
    callRoute(verifyEmail, apiRequest("POST", "/api/auth/verify-email", { origin: ORIGIN, body: { email, token } }));
  const reset = (email: string, token: string, newPassword: string) =>
    callRoute(
      resetPassword,
      apiRequest("POST", "/api/auth/reset-password", { origin: ORIGIN, body: { email, token, newPassword } }),
    );
  const signIn = async (email: string, password: string) =>
    (await callRoute(login, apiRequest("POST", "/api/auth/login", { origin: ORIGIN, body: { email, password } })))
      .status;

  /** The code of the `count`-th mail to `email`, which must be the mail of a contested sign-up. */
  async function passwordChoiceCode(email: string, count: number): Promise<string> {
    const mail = await waitForMail(catcher(), email, count);
    expect(mail.subject).toMatch(CHOOSE_PASSWORD);
    expect(mail.text).toContain("neither password was kept");
    return extractVerificationCode(mail);
  }

  test("V signs up, a stranger signs up again with her email before she verifies: his password never signs in, and she chooses hers", async () => {
    const email = "vera@example.test";
    const first = await signUp("Vera", email, "Vera+Pass111");
    const firstCode = await waitForCode(catcher(), email, 1);
    const second = await signUp("Intruder", email, "Intruder+Pass222");
    // The same answer: the second registrant learns nothing of the first.
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(second.body).toEqual(first.body);

    // The newest code she received is for choosing her password; the one her own sign-up was sent has died.
    const newest = await passwordChoiceCode(email, 2);
    expect((await verify(email, newest)).status).toBe(400);
    expect((await verify(email, firstCode)).body.code).toBe("invalid_verification_code");
    expect(await signIn(email, "Intruder+Pass222")).toBe(401);
    expect(await signIn(email, "Vera+Pass111")).toBe(401);

    // She may choose the very password she typed first: the mailbox, not the sign-up, decided it.
    expect((await reset(email, newest, "Vera+Pass111")).status).toBe(200);
    expect(await signIn(email, "Vera+Pass111")).toBe(200);
    expect(await signIn(email, "Intruder+Pass222")).toBe(401);
    expect(await database.client().user.findUniqueOrThrow({ where: { email } })).toMatchObject({ name: "Vera" });
  });

  test("a stranger's sign-up made first in her name is contested by hers: neither password signs in, and her mailbox chooses one", async () => {
    const email = "squatted@example.test";
    const squatter = await signUp("Someone Else", email, "Squat+Pass111");
    expect(squatter.status).toBe(202);
    const squattersCode = await waitForCode(catcher(), email, 1);

    const owner = await signUp("Rightful Owner", email.toUpperCase(), "Owner+Pass222");
    expect(owner.body).toEqual(squatter.body);
    const choice = await passwordChoiceCode(email, 2);
    // The code the stranger's sign-up sent her, which she might take for her own, no longer verifies anything.
    expect((await verify(email, squattersCode)).body.code).toBe("invalid_verification_code");
    expect(await signIn(email, "Squat+Pass111")).toBe(401);
    expect(await signIn(email, "Owner+Pass222")).toBe(401);

    expect((await reset(email, choice, "Chosen+Pass333")).status).toBe(200);
    expect(await signIn(email, "Chosen+Pass333")).toBe(200);
    expect(await signIn(email, "Squat+Pass111")).toBe(401);
    // One account, verified by her code; the name typed first stays until she changes it.
    expect(await database.client().user.count({ where: { email } })).toBe(1);
    const account = await database.client().user.findUniqueOrThrow({ where: { email } });
    expect([account.name, account.emailVerifiedAt === null]).toEqual(["Someone Else", false]);
  });

  test("with her address's mail budget spent, her sign-up still contests a stranger's: his code dies with his password, though no new one is mailed", async () => {
    const email = "budget-spent@example.test";
    await signUp("Someone Else", email, "Squat+Pass111");
    const squattersCode = await waitForCode(catcher(), email, 1);
    // Five reset mails more make six to an address that has proven nothing: its budget for the day.
    for (const [client, times] of [
      ["203.0.113.80", 3],
      ["203.0.113.81", 2],
    ] as const) {
      for (let i = 1; i <= times; i += 1) {
        expect(
          (
            await callRoute(
              forgotPassword,
              apiRequest("POST", "/api/auth/forgot-password", {
                origin: ORIGIN,
                body: { email },
                headers: fromPeer(client),
              }),
            )
          ).status,
        ).toBe(202);
      }
    }
    expect((await signUp("Rightful Owner", email, "Owner+Pass222")).status).toBe(202);
    expect(
      await database.client().emailOutbox.count({ where: { to: email, subject: { startsWith: "Finish signing up" } } }),
    ).toBe(0);
    expect((await verify(email, squattersCode)).body.code).toBe("invalid_verification_code");
    expect(await signIn(email, "Squat+Pass111")).toBe(401);
    expect(await signIn(email, "Owner+Pass222")).toBe(401);
  });

  test("signing up again with the same password is the same person: it starts over with the new name, and the old code dies", async () => {
    const email = "retyped@example.test";
    await signUp("Typo Nmae", email, "Same+Pass444");
    const oldCode = await waitForCode(catcher(), email, 1);
    expect((await signUp("Typo Name", email, "Same+Pass444")).status).toBe(202);
    const again = await waitForMail(catcher(), email, 2);
    expect(again.subject).toMatch(/^Your Atelier verification code: [A-Z2-9]{6}$/);
    expect(await database.client().user.findUniqueOrThrow({ where: { email } })).toMatchObject({ name: "Typo Name" });
    expect((await verify(email, oldCode)).body.code).toBe("invalid_verification_code");
    expect((await verify(email, extractVerificationCode(again))).status).toBe(200);
    expect(await signIn(email, "Same+Pass444")).toBe(200);
  });

  test("finishing a contested sign-up with its code joins her guest orders to the account, as verifying does", async () => {
    const email = "guest-then-member@example.test";
    const order = await createOrder(database.client(), { email, items: [{ unitPriceCents: 4_200, quantity: 1 }] });
    await signUp("Guest", email, "Guest+Pass555");
    await waitForCode(catcher(), email, 1);
    await signUp("Stranger", email, "Other+Pass666");
    const choice = await passwordChoiceCode(email, 2);
    expect((await database.client().order.findUniqueOrThrow({ where: { id: order.id } })).userId).toBeNull();
    expect((await reset(email, choice, "Guest+Pass777")).status).toBe(200);
    const account = await database.client().user.findUniqueOrThrow({ where: { email } });
    expect((await database.client().order.findUniqueOrThrow({ where: { id: order.id } })).userId).toBe(account.id);
  });

  test("a verified email stays taken: the answer says nothing, and nothing about the account changes", async () => {
    const member = await createUser(database.client(), { name: "Kept Name" });
    const again = await signUp("Intruder", member.email, "Other+Pass333");
    expect(again.status).toBe(202);
    expect((await waitForMail(catcher(), member.email)).subject).toBe(
      "Someone tried to sign up with your email at Atelier",
    );
    expect((await database.client().user.findUniqueOrThrow({ where: { id: member.id } })).name).toBe("Kept Name");
    expect(await signIn(member.email, member.password)).toBe(200);
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
    await database
      .client()
      .user.update({ where: { id: stale.id }, data: { createdAt: new Date(now - 7 * DAY - 60_000) } });
    await database.client().user.update({ where: { id: fresh.id }, data: { createdAt: new Date(now - 6 * DAY) } });
    await database
      .client()
      .user.update({ where: { id: oldButVerified.id }, data: { createdAt: new Date(now - 400 * DAY) } });

    expect(await pruneUnverifiedAccounts()).toBe(1);
    const left = await database
      .client()
      .user.findMany({ where: { id: { in: [stale.id, fresh.id, oldButVerified.id] } } });
    expect(left.map((user) => user.id).sort()).toEqual([fresh.id, oldButVerified.id].sort());
    // The address is free again.
    expect((await signUp("New Owner", stale.email, "Fresh+Pass555")).status).toBe(202);
  });
});
