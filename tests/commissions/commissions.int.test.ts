import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { POST as declineRequest } from "@/app/api/admin/custom-requests/[id]/decline/route";
import { GET as readPhoto } from "@/app/api/admin/custom-requests/[id]/photos/[index]/route";
import { POST as quoteRequest } from "@/app/api/admin/custom-requests/[id]/quote/route";
import { GET as listRequests } from "@/app/api/admin/custom-requests/route";
import { POST as createRequest } from "@/app/api/custom-requests/route";
import { GET as readQuote } from "@/app/api/quotes/[token]/route";
import { GET as servePublicUpload } from "@/app/uploads/[...path]/route";
import { deliverPendingEmails } from "@/lib/email/delivery";
import { hashLinkToken } from "@/lib/link-tokens/tokens";
import { createLocalDiskStore } from "@/lib/images/local-disk-store";
import { setImageStore } from "@/lib/images/store";
import { PEER_ADDRESS_HEADER } from "@/lib/rate-limit/peer-address";
import { createProduct } from "../factories/products";
import { createAdmin, createUser } from "../factories/users";
import { PLANTED_EXIF_TEXT, phonePhoto } from "../factories/photos";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { useMailCatcher, waitForMail } from "../support/mail";

type RequestRow = {
  id: string;
  name: string;
  email: string;
  description: string;
  budget: number | null;
  neededBy: string | null;
  similarProductId: string | null;
  similarProductName: string | null;
  photos: string[];
  status: string;
  declineMessage: string | null;
  quote: { price: number; description: string; leadTimeDays: number; expiresAt: string } | null;
};

const DESCRIPTION = "A thin gold ring with a small garnet, like the one my grandmother wore.";

describe("commissions: request, quote, decline", () => {
  const database = useTestDatabase();
  const db = () => database.client();
  const catcher = useMailCatcher();
  let folder = "";
  let seq = 0;
  const address = (name: string) => `${name}-${(seq += 1)}@example.test`;
  // Each request comes from its own client unless a test says otherwise, so the per-client limit stays out of the way.
  const clientHeaders = () => ({ [PEER_ADDRESS_HEADER]: `203.0.113.${(seq += 1) % 250}` });

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "atelier-commissions-"));
    setImageStore(createLocalDiskStore(folder));
  });
  afterAll(async () => {
    setImageStore(undefined);
    await rm(folder, { recursive: true, force: true });
  });

  const ask = (body: unknown, headers: Record<string, string> = clientHeaders()) =>
    callRoute<{ id: string; status: string }>(
      createRequest,
      apiRequest("POST", "/api/custom-requests", { origin: ORIGIN, body, headers }),
    );
  const list = (token: string, status?: string) =>
    callRoute<RequestRow[]>(
      listRequests,
      apiRequest("GET", `/api/admin/custom-requests${status ? `?status=${status}` : ""}`, { token }),
    );
  const quote = (id: string, body: unknown, token: string) =>
    callRoute<{ status: string; expiresAt: string }>(
      quoteRequest,
      apiRequest("POST", `/api/admin/custom-requests/${id}/quote`, { origin: ORIGIN, token, body }),
      { id },
    );
  const decline = (id: string, body: unknown, token: string) =>
    callRoute<{ status: string }>(
      declineRequest,
      apiRequest("POST", `/api/admin/custom-requests/${id}/decline`, { origin: ORIGIN, token, body }),
      { id },
    );
  const view = (token: string) =>
    callRoute<Record<string, unknown>>(readQuote, apiRequest("GET", `/api/quotes/${token}`), { token });

  /** The `count`-th mail to `email`: the outbox is emptied first, since the limit tests queue more than one batch. */
  async function mailTo(email: string, count = 1) {
    await deliverPendingEmails({ limit: 500 });
    return waitForMail(catcher(), email, count);
  }

  async function quoteToken(email: string, count = 1): Promise<string> {
    const mail = await mailTo(email, count);
    const token = /\/quote\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no quote link in: ${mail.text}`);
    return token;
  }

  test("POST as JSON answers 201 { id, status: new }, mails her a receipt and the maker a notice, and the admin lists it", async () => {
    const admin = await createAdmin(db(), { email: address("maker") });
    const sold = await createProduct(db(), { name: "Garnet Band", stock: 0, oneOfAKind: true });
    const email = address("ada");
    const made = await ask({
      name: "Ada",
      email,
      description: DESCRIPTION,
      budget: 250.5,
      neededBy: "2030-02-14",
      similarProductId: sold.id,
    });
    expect(made.status).toBe(201);
    expect(Object.keys(made.body.data).sort()).toEqual(["id", "status"]);
    expect(made.body.data.status).toBe("new");

    const receipt = await mailTo(email);
    expect(receipt.subject).toBe("We have your request for a custom piece");
    // The receipt goes to an address nobody proved: it says what the shop made of the request, never her words.
    expect(receipt.text).not.toContain(DESCRIPTION);
    expect(receipt.html).not.toContain("grandmother");
    expect(receipt.text).not.toContain("Ada");
    expect(receipt.text).toContain("Something like: Garnet Band");
    expect(receipt.text).toContain("Budget: $250.50");
    expect(receipt.text).toContain("Needed by: February 14, 2030");
    expect(receipt.text).toContain("Reference photos: None");
    expect(receipt.text).toContain("Contact the maker: http://localhost:3000/contact");
    const notice = await mailTo(admin.user.email);
    expect(notice.subject).toBe("New custom request from Ada");
    expect(notice.text).toContain(`/admin/requests/${made.body.data.id}`);
    expect(notice.text).toContain(DESCRIPTION);

    const listed = await list(admin.accessToken, "new");
    expect(listed.status).toBe(200);
    expect(listed.body.data.find((row) => row.id === made.body.data.id)).toMatchObject({
      name: "Ada",
      email,
      description: DESCRIPTION,
      budget: 250.5,
      neededBy: "2030-02-14",
      similarProductId: sold.id,
      similarProductName: "Garnet Band",
      photos: [],
      status: "new",
      quote: null,
    });
  });

  test("bad fields answer 400 naming each; an unknown piece names similarProductId", async () => {
    const bad = await ask({
      name: "",
      email: "not-an-email",
      description: "too short",
      budget: -1,
      neededBy: "2030-02-30",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.map((detail) => detail.path).sort()).toEqual([
      "budget",
      "description",
      "email",
      "name",
      "neededBy",
    ]);
    const unknown = await ask({
      name: "Ada",
      email: address("ada"),
      description: DESCRIPTION,
      similarProductId: "no-such-piece",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([{ path: "similarProductId", message: "No such piece" }]);
    const long = await ask({ name: "Ada", email: address("ada"), description: "x".repeat(4001) });
    expect(long.body.details?.[0]?.path).toBe("description");
  });

  test("past 5 an hour per email, and per client, the 6th answers 429", async () => {
    const email = address("many");
    for (let i = 0; i < 5; i += 1)
      expect((await ask({ name: "Ada", email, description: DESCRIPTION })).status).toBe(201);
    const sixth = await ask({ name: "Ada", email, description: DESCRIPTION });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("retry-after")).toMatch(/^\d+$/);

    const client = { [PEER_ADDRESS_HEADER]: "198.51.100.7" };
    for (let i = 0; i < 5; i += 1)
      expect((await ask({ name: "Ada", email: address("client"), description: DESCRIPTION }, client)).status).toBe(201);
    expect((await ask({ name: "Ada", email: address("client"), description: DESCRIPTION }, client)).status).toBe(429);
  });

  test("multipart with photos: stored privately without metadata, served to an admin only, never under /uploads", async () => {
    const admin = await createAdmin(db());
    const member = await createUser(db());
    const form = new FormData();
    form.set("name", "Grace");
    form.set("email", address("grace"));
    form.set("description", DESCRIPTION);
    form.set("budget", "");
    form.append("photos", new File([await phonePhoto(40, 30)], "ring.jpg", { type: "image/jpeg" }));
    form.append("photos", new File([await phonePhoto(30, 40)], "hand.jpg", { type: "image/jpeg" }));
    const made = await callRoute<{ id: string }>(
      createRequest,
      new Request(`${ORIGIN}/api/custom-requests`, { method: "POST", body: form, headers: clientHeaders() }),
    );
    expect(made.status).toBe(201);

    const row = (await list(admin.accessToken)).body.data.find((candidate) => candidate.id === made.body.data.id);
    expect(row?.photos).toEqual([
      `/api/admin/custom-requests/${made.body.data.id}/photos/0`,
      `/api/admin/custom-requests/${made.body.data.id}/photos/1`,
    ]);
    const photo = await readPhoto(apiRequest("GET", row?.photos[0] ?? "", { token: admin.accessToken }), {
      params: Promise.resolve({ id: made.body.data.id, index: "0" }),
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/webp");
    expect(photo.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await photo.arrayBuffer()).includes(PLANTED_EXIF_TEXT)).toBe(false);

    // A member, or nobody, gets nothing; and the stored key opens nothing under the public /uploads path.
    const asMember = await readPhoto(apiRequest("GET", row?.photos[0] ?? "", { token: member.accessToken }), {
      params: Promise.resolve({ id: made.body.data.id, index: "0" }),
    });
    expect(asMember.status).toBe(403);
    const stored = await db().customRequest.findUniqueOrThrow({ where: { id: made.body.data.id } });
    expect(await readdir(folder)).toEqual(["private"]);
    const publicTry = await servePublicUpload(new Request(`${ORIGIN}/uploads/${stored.photoKeys[0] ?? ""}`), {
      params: Promise.resolve({ path: [stored.photoKeys[0] ?? ""] }),
    });
    expect(publicTry.status).toBe(404);

    const four = new FormData();
    four.set("name", "Grace");
    four.set("email", address("grace"));
    four.set("description", DESCRIPTION);
    for (let i = 0; i < 4; i += 1)
      four.append("photos", new File([await phonePhoto(20, 20)], `${i}.jpg`, { type: "image/jpeg" }));
    const tooMany = await callRoute(
      createRequest,
      new Request(`${ORIGIN}/api/custom-requests`, { method: "POST", body: four, headers: clientHeaders() }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details).toEqual([{ path: "photos", message: "At most 3 photos" }]);
    const notImage = new FormData();
    notImage.set("name", "Grace");
    notImage.set("email", address("grace"));
    notImage.set("description", DESCRIPTION);
    notImage.append("photos", new File(["<svg onload=alert(1)>"], "x.svg", { type: "image/svg+xml" }));
    expect(
      (
        await callRoute(
          createRequest,
          new Request(`${ORIGIN}/api/custom-requests`, { method: "POST", body: notImage, headers: clientHeaders() }),
        )
      ).status,
    ).toBe(415);

    // A good photo, then one refused: the request is not saved, and the first photo is not kept either.
    const kept = await readdir(path.join(folder, "private"));
    const halfGood = new FormData();
    halfGood.set("name", "Grace");
    halfGood.set("email", address("grace"));
    halfGood.set("description", DESCRIPTION);
    halfGood.append("photos", new File([await phonePhoto(20, 20)], "ring.jpg", { type: "image/jpeg" }));
    halfGood.append("photos", new File(["<svg onload=alert(1)>"], "x.svg", { type: "image/svg+xml" }));
    expect(
      (
        await callRoute(
          createRequest,
          new Request(`${ORIGIN}/api/custom-requests`, { method: "POST", body: halfGood, headers: clientHeaders() }),
        )
      ).status,
    ).toBe(415);
    expect(await readdir(path.join(folder, "private"))).toEqual(kept);
  });

  test("a quote answers 201 { status: quoted, expiresAt } without its token, mails a /quote link of 256 bits stored hashed, and GET /api/quotes/{token} shows it", async () => {
    const admin = await createAdmin(db());
    const email = address("quoted");
    const made = await ask({ name: "Ada", email, description: DESCRIPTION });
    const before = Date.now();
    const quoted = await quote(
      made.body.data.id,
      { price: 480, description: "Garnet ring in 14k gold, size 6", leadTimeDays: 10, validDays: 14 },
      admin.accessToken,
    );
    expect(quoted.status).toBe(201);
    expect(Object.keys(quoted.body.data).sort()).toEqual(["expiresAt", "status"]);
    expect(quoted.body.data.status).toBe("quoted");
    const expiresAt = new Date(quoted.body.data.expiresAt).getTime();
    expect(expiresAt - before).toBeGreaterThanOrEqual(14 * 86_400_000);
    expect(expiresAt - before).toBeLessThan(14 * 86_400_000 + 60_000);

    const token = await quoteToken(email, 2);
    // 32 random bytes, base64url: 43 characters; only its SHA-256 is stored.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db().linkToken.findFirstOrThrow({
      where: { purpose: "custom_quote" },
      orderBy: { createdAt: "desc" },
    });
    expect(stored.tokenHash).toBe(hashLinkToken(token));
    expect(JSON.stringify(await db().linkToken.findMany())).not.toContain(token);
    const mail = await mailTo(email, 2);
    expect(mail.subject).toBe("Your quote from Atelier: $480.00");
    expect(mail.text).toContain("Garnet ring in 14k gold, size 6");
    expect(mail.text).toContain("$480.00, made in 10 business days once paid.");

    const shown = await view(token);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({
      description: "Garnet ring in 14k gold, size 6",
      price: 480,
      leadTimeDays: 10,
      expiresAt: quoted.body.data.expiresAt,
      status: "quoted",
    });
    // The admin's answers never carry the token.
    const listed = await list(admin.accessToken, "quoted");
    expect(JSON.stringify(listed.body)).not.toContain(token);
    expect(listed.body.data.find((row) => row.id === made.body.data.id)?.quote).toMatchObject({
      price: 480,
      leadTimeDays: 10,
    });

    expect((await view("x".repeat(43))).status).toBe(404);
  });

  test("a new quote replaces the unpaid one: the old link answers 410 quote_expired; bad quote fields answer 400", async () => {
    const admin = await createAdmin(db());
    const email = address("requoted");
    const made = await ask({ name: "Ada", email, description: DESCRIPTION });
    await quote(
      made.body.data.id,
      { price: 300, description: "First idea", leadTimeDays: 5, validDays: 7 },
      admin.accessToken,
    );
    const first = await quoteToken(email, 2);
    await quote(
      made.body.data.id,
      { price: 350, description: "Second idea", leadTimeDays: 6, validDays: 7 },
      admin.accessToken,
    );
    const second = await quoteToken(email, 3);
    expect((await view(first)).body).toMatchObject({ code: "quote_expired" });
    expect((await view(first)).status).toBe(410);
    expect((await view(second)).body.data).toMatchObject({ description: "Second idea", price: 350 });

    const bad = await quote(
      made.body.data.id,
      { price: 0, description: "", leadTimeDays: 1.5, validDays: 61 },
      admin.accessToken,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.details?.map((detail) => detail.path).sort()).toEqual([
      "description",
      "leadTimeDays",
      "price",
      "validDays",
    ]);
    expect(
      (
        await quote(
          made.body.data.id,
          { price: 10, description: "x", leadTimeDays: 1, validDays: 0 },
          admin.accessToken,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await quote(
          "no-such-request",
          { price: 10, description: "x", leadTimeDays: 1, validDays: 1 },
          admin.accessToken,
        )
      ).status,
    ).toBe(404);
    const member = await createUser(db());
    expect(
      (
        await quote(
          made.body.data.id,
          { price: 10, description: "x", leadTimeDays: 1, validDays: 1 },
          member.accessToken,
        )
      ).status,
    ).toBe(403);
  });

  test("a quote past its date answers 410 and its request lists as expired, not quoted", async () => {
    const admin = await createAdmin(db());
    const email = address("late");
    const made = await ask({ name: "Ada", email, description: DESCRIPTION });
    await quote(
      made.body.data.id,
      { price: 90, description: "Silver studs", leadTimeDays: 3, validDays: 1 },
      admin.accessToken,
    );
    const token = await quoteToken(email, 2);
    await db().customQuote.updateMany({
      where: { requestId: made.body.data.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const late = await view(token);
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({
      code: "quote_expired",
      error: "This quote has expired. You are welcome to ask again.",
    });
    expect((await list(admin.accessToken, "expired")).body.data.map((row) => row.id)).toContain(made.body.data.id);
    expect((await list(admin.accessToken, "quoted")).body.data.map((row) => row.id)).not.toContain(made.body.data.id);
    expect((await list(admin.accessToken, "soon")).status).toBe(400);
  });

  test("a decline mails her the maker's message and withdraws the quote", async () => {
    const admin = await createAdmin(db());
    const email = address("declined");
    const made = await ask({ name: "Ada", email, description: DESCRIPTION });
    await quote(
      made.body.data.id,
      { price: 90, description: "Silver studs", leadTimeDays: 3, validDays: 5 },
      admin.accessToken,
    );
    const token = await quoteToken(email, 2);
    expect((await decline(made.body.data.id, { message: "" }, admin.accessToken)).body.details?.[0]?.path).toBe(
      "message",
    );
    const declined = await decline(
      made.body.data.id,
      { message: "I do not work in platinum, I am sorry." },
      admin.accessToken,
    );
    expect(declined.status).toBe(200);
    expect(declined.body.data).toEqual({ status: "declined" });
    const mail = await mailTo(email, 3);
    expect(mail.subject).toBe("About your request for a custom piece");
    expect(mail.text).toContain("I do not work in platinum, I am sorry.");
    expect(mail.html).toContain("I do not work in platinum, I am sorry.");
    expect((await view(token)).status).toBe(410);
    expect(
      (await list(admin.accessToken, "declined")).body.data.find((row) => row.id === made.body.data.id),
    ).toMatchObject({ status: "declined", declineMessage: "I do not work in platinum, I am sorry.", quote: null });
  });
});
