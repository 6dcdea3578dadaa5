import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { DELETE as deleteMe } from "@/app/api/auth/me/route";
import { GET as readReviews } from "@/app/api/products/[id]/reviews/route";
import { POST as writeRoute } from "@/app/api/reviews/route";
import { createLocalDiskStore } from "@/lib/images/local-disk-store";
import { imageStore, setImageStore } from "@/lib/images/store";
import { createProduct } from "../factories/products";
import { createUser, DEFAULT_PASSWORD } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { deliveredOrder, reviewLinkFor } from "./support";

const BODY = "Wore it every day for a month, still shines.";

// bcrypt at the production cost (12) is slow on purpose, and slower still on a busy machine.
describe("a deleted account's reviews", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();

  /** A member with a review of her own order and one of a guest order placed with her email; a stranger's beside. */
  async function memberWithReviews(name: string) {
    const member = await createUser(db(), { email: `${name}@example.test`, name: "Ana Ruiz" });
    const piece = await createProduct(db(), { name: `${name} ring` });
    const own = await deliveredOrder(db(), {
      email: member.email,
      userId: member.id,
      pieces: [piece],
      deliveredAt: new Date(),
    });
    const guest = await deliveredOrder(db(), {
      email: member.email.toUpperCase(),
      pieces: [piece],
      deliveredAt: new Date(),
    });
    const stranger = await deliveredOrder(db(), {
      email: `not-${name}@example.test`,
      pieces: [piece],
      deliveredAt: new Date(),
    });
    const ids: string[] = [];
    for (const order of [own, guest, stranger]) {
      const made = await callRoute<{ id: string }>(
        writeRoute,
        apiRequest("POST", "/api/reviews", {
          origin: ORIGIN,
          body: {
            token: await reviewLinkFor(db(), order.id),
            productId: piece.id,
            rating: 5,
            body: BODY,
            name: "Ana Ruiz",
          },
        }),
      );
      expect(made.status).toBe(201);
      ids.push(made.body.data.id);
    }
    return { member, piece, mine: ids.slice(0, 2), strangers: ids.slice(2) };
  }

  const remove = (token: string, body: unknown) =>
    callRoute(deleteMe, apiRequest("DELETE", "/api/auth/me", { origin: ORIGIN, token, body }));

  test('stay, anonymised as "A buyer" and tied to no account, with their words and stars as written', async () => {
    const { member, piece, mine, strangers } = await memberWithReviews("keeps");
    expect((await remove(member.accessToken, { password: DEFAULT_PASSWORD })).status).toBe(200);
    const rows = await db().review.findMany({ where: { id: { in: mine } } });
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ userId: null, displayName: "A buyer", body: BODY, rating: 5 });
    expect(await db().review.findUniqueOrThrow({ where: { id: strangers[0] ?? "" } })).toMatchObject({
      displayName: "Ana R.",
    });
    const shown = await callRoute<{ count: number; items: { name: string }[] }>(
      readReviews,
      apiRequest("GET", `/api/products/${piece.id}/reviews`),
      { id: piece.id },
    );
    expect(shown.body.data.count).toBe(3);
    expect(shown.body.data.items.map((item) => item.name).sort()).toEqual(["A buyer", "A buyer", "Ana R."]);
  });

  test('are deleted when she ticks "Also delete my reviews"; a stranger\'s stay', async () => {
    const { member, mine, strangers } = await memberWithReviews("deletes");
    const folder = await mkdtemp(path.join(os.tmpdir(), "atelier-review-deletion-"));
    setImageStore(createLocalDiskStore(folder));
    const photo = await imageStore().put(new Uint8Array([1, 2, 3]), "image/webp");
    await db().review.update({ where: { id: mine[0] ?? "" }, data: { photos: [photo] } });
    const refused = await remove(member.accessToken, { password: DEFAULT_PASSWORD, deleteReviews: "yes" });
    expect(refused.status).toBe(400);
    expect(refused.body.details?.map((detail) => detail.path)).toEqual(["deleteReviews"]);
    expect((await remove(member.accessToken, { password: DEFAULT_PASSWORD, deleteReviews: true })).status).toBe(200);
    expect(await db().review.count({ where: { id: { in: mine } } })).toBe(0);
    expect(await db().review.count({ where: { id: { in: strangers } } })).toBe(1);
    // Her review's photo left the store with it.
    expect(await readdir(folder)).toEqual([]);
    setImageStore(undefined);
    await rm(folder, { recursive: true, force: true });
  });
});
