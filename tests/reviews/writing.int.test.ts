import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { POST as writeRoute } from "@/app/api/reviews/route";
import { GET as servePublicUpload } from "@/app/uploads/[...path]/route";
import { resetEnvForTests } from "@/lib/env";
import { createLocalDiskStore } from "@/lib/images/local-disk-store";
import { setImageStore } from "@/lib/images/store";
import { PEER_ADDRESS_HEADER } from "@/lib/rate-limit/peer-address";
import { sendReviewInvitations } from "@/lib/reviews/invitations";
import { issueMemberReviewLink } from "@/lib/reviews/review-link";
import { deliverPendingEmails } from "@/lib/email/delivery";
import { hasExif, PLANTED_EXIF_TEXT } from "../factories/photos";
import { createProduct } from "../factories/products";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { useMailCatcher, waitForMail } from "../support/mail";
import { DAY_MS, deliveredOrder, photoWithGps, reviewLinkFor, reviewTokenIn } from "./support";

const BODY = "Light, well made and it has not tarnished at all.";

describe("POST /api/reviews", () => {
  const database = useTestDatabase();
  const db = () => database.client();
  const catcher = useMailCatcher();
  let folder = "";
  let seq = 0;
  const address = (name: string) => `${name}-${(seq += 1)}@example.test`;
  // Each request comes from its own client, so the per-client limit stays out of the way.
  const clientHeaders = () => ({ [PEER_ADDRESS_HEADER]: `198.51.100.${(seq += 1) % 250}` });
  const lastWeek = () => new Date(Date.now() - 8 * DAY_MS);

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "atelier-reviews-"));
    setImageStore(createLocalDiskStore(folder));
  });
  afterAll(async () => {
    setImageStore(undefined);
    await rm(folder, { recursive: true, force: true });
  });
  afterEach(() => {
    delete process.env.REVIEWS_HELD;
    resetEnvForTests();
  });

  const write = (body: unknown, origin: string = ORIGIN) =>
    callRoute<{ id: string; status: string }>(
      writeRoute,
      apiRequest("POST", "/api/reviews", { origin, body, headers: clientHeaders() }),
    );

  test("the mailed link writes one review per line: 201 published, the name shown as first name and initial, the size bought", async () => {
    const ring = await createProduct(db(), { name: "Garnet Band" });
    const chain = await createProduct(db(), { name: "Fine Chain" });
    const email = address("ana");
    const order = await deliveredOrder(db(), {
      email,
      pieces: [ring, chain],
      deliveredAt: lastWeek(),
      variantLabel: "7",
    });
    await sendReviewInvitations();
    await deliverPendingEmails({ limit: 50 });
    const token = reviewTokenIn((await waitForMail(catcher(), email)).text);

    const made = await write({ token, productId: ring.id, rating: 5, title: "Lovely", body: BODY, name: "Ana Ruiz" });
    expect(made.status).toBe(201);
    expect(Object.keys(made.body.data).sort()).toEqual(["id", "status"]);
    expect(made.body.data.status).toBe("published");
    const row = await db().review.findUniqueOrThrow({ where: { id: made.body.data.id } });
    expect(row).toMatchObject({
      productId: ring.id,
      orderId: order.id,
      rating: 5,
      title: "Lovely",
      body: BODY,
      displayName: "Ana R.",
      variantLabel: "7",
      status: "published",
      hiddenReason: null,
    });

    const again = await write({ token, productId: ring.id, rating: 1, body: BODY, name: "Ana Ruiz" });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("already_reviewed");

    const stranger = await createProduct(db(), { name: "Not Bought" });
    const notInOrder = await write({ token, productId: stranger.id, rating: 4, body: BODY, name: "Ana" });
    expect(notInOrder.status).toBe(400);
    expect(notInOrder.body.details?.map((detail) => detail.path)).toEqual(["productId"]);

    // The last line reviewed: the link has done its work and opens nothing more.
    expect((await write({ token, productId: chain.id, rating: 4, body: BODY, name: "Ana Ruiz" })).status).toBe(201);
    const used = await write({ token, productId: chain.id, rating: 4, body: BODY, name: "Ana Ruiz" });
    expect(used.status).toBe(410);
    expect(used.body.code).toBe("link_expired");
    expect(await db().review.count({ where: { orderId: order.id } })).toBe(2);
  });

  test("an expired or unknown link, or an order refunded since, answers 410 link_expired", async () => {
    const ring = await createProduct(db(), { name: "Opal Ring" });
    const order = await deliveredOrder(db(), { email: address("old"), pieces: [ring], deliveredAt: lastWeek() });
    const expired = await reviewLinkFor(db(), order.id, DAY_MS, new Date(Date.now() - 61 * DAY_MS));
    for (const token of [expired, "made-up-token"]) {
      const answer = await write({ token, productId: ring.id, rating: 3, body: BODY, name: "Bo" });
      expect(answer.status).toBe(410);
      expect(answer.body.code).toBe("link_expired");
    }
    const live = await reviewLinkFor(db(), order.id);
    await db().order.update({ where: { id: order.id }, data: { paymentStatus: "refunded" } });
    expect((await write({ token: live, productId: ring.id, rating: 3, body: BODY, name: "Bo" })).status).toBe(410);
  });

  test("bad fields are 400 naming each; another site's page is refused; NUL is refused", async () => {
    const ring = await createProduct(db(), { name: "Moon Ring" });
    const order = await deliveredOrder(db(), { email: address("bad"), pieces: [ring], deliveredAt: lastWeek() });
    const token = await reviewLinkFor(db(), order.id);
    const bad = await write({ token, productId: ring.id, rating: 0, title: "x".repeat(81), body: "short", name: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.map((detail) => detail.path).sort()).toEqual(["body", "name", "rating", "title"]);
    const crossSite = await write(
      { token, productId: ring.id, rating: 5, body: BODY, name: "Cy" },
      "https://evil.example",
    );
    expect(crossSite.status).toBe(403);
    const nul = await write({ token, productId: ring.id, rating: 5, body: `${BODY}\u0000`, name: "Cy" });
    expect(nul.status).toBe(400);
    expect(await db().review.count({ where: { orderId: order.id } })).toBe(0);
  });

  test("REVIEWS_HELD=1: the review waits for the maker", async () => {
    process.env.REVIEWS_HELD = "1";
    resetEnvForTests();
    const ring = await createProduct(db(), { name: "Pearl Drop" });
    const order = await deliveredOrder(db(), { email: address("held"), pieces: [ring], deliveredAt: lastWeek() });
    const made = await write({
      token: await reviewLinkFor(db(), order.id),
      productId: ring.id,
      rating: 2,
      body: BODY,
      name: "Di",
    });
    expect(made.status).toBe(201);
    expect(made.body.data.status).toBe("held");
  });

  test("multipart with photos: published as WebP without EXIF or GPS, served under /uploads", async () => {
    const ring = await createProduct(db(), { name: "Silver Cuff" });
    const order = await deliveredOrder(db(), { email: address("photo"), pieces: [ring], deliveredAt: lastWeek() });
    const original = await photoWithGps(64, 48);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const form = new FormData();
    form.set("token", await reviewLinkFor(db(), order.id));
    form.set("productId", ring.id);
    form.set("rating", "5");
    form.set("title", "");
    form.set("body", BODY);
    form.set("name", "Eve Stone");
    form.append("photos", new File([original], "worn.jpg", { type: "image/jpeg" }));
    const made = await callRoute<{ id: string; status: string }>(
      writeRoute,
      new Request(`${ORIGIN}/api/reviews`, {
        method: "POST",
        body: form,
        headers: { origin: ORIGIN, ...clientHeaders() },
      }),
    );
    expect(made.status).toBe(201);
    const row = await db().review.findUniqueOrThrow({ where: { id: made.body.data.id } });
    expect(row.title).toBeNull();
    expect(row.photos).toHaveLength(1);
    const name = (row.photos[0] ?? "").replace(/^\/uploads\//, "");
    const served = await servePublicUpload(new Request(`${ORIGIN}/uploads/${name}`), {
      params: Promise.resolve({ path: [name] }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(hasExif(bytes)).toBe(false);
    expect(bytes.includes(PLANTED_EXIF_TEXT)).toBe(false);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBe(64);
    // Her original, with its GPS position, is not kept anywhere: the store holds the published picture alone.
    expect(await readdir(folder)).toEqual([name]);

    const four = new FormData();
    four.set("token", await reviewLinkFor(db(), order.id));
    for (let i = 0; i < 4; i += 1) four.append("photos", new File([original], `p${i}.jpg`, { type: "image/jpeg" }));
    const tooMany = await callRoute(
      writeRoute,
      new Request(`${ORIGIN}/api/reviews`, { method: "POST", body: four, headers: clientHeaders() }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details?.map((detail) => detail.path)).toEqual(["photos"]);
  });

  test("a member's delivered order gets a fresh link from her order page; another's, or one not delivered, none", async () => {
    const ana = await createUser(db(), { email: address("member") });
    const other = await createUser(db(), { email: address("other") });
    const ring = await createProduct(db(), { name: "Twig Ring" });
    const order = await deliveredOrder(db(), {
      email: ana.email,
      userId: ana.id,
      pieces: [ring],
      deliveredAt: new Date(),
    });
    const shipped = await deliveredOrder(db(), {
      email: ana.email,
      userId: ana.id,
      pieces: [ring],
      deliveredAt: new Date(),
      status: "shipped",
    });
    expect(await issueMemberReviewLink(other.id, order.id)).toBeNull();
    expect(await issueMemberReviewLink(ana.id, shipped.id)).toBeNull();
    const token = await issueMemberReviewLink(ana.id, order.id);
    const made = await write({ token, productId: ring.id, rating: 4, body: BODY, name: "Ana Lima" });
    expect(made.status).toBe(201);
    expect(await db().review.findUniqueOrThrow({ where: { id: made.body.data.id } })).toMatchObject({
      userId: ana.id,
      displayName: "Ana L.",
    });
  });
});
