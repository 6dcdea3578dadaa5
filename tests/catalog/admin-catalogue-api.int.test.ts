import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { POST as duplicateRoute } from "@/app/api/admin/products/[id]/duplicate/route";
import { GET as listRoute } from "@/app/api/admin/products/route";
import { GET as getSettingsRoute, PUT as putSettingsRoute } from "@/app/api/admin/settings/route";
import { apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { createProduct } from "../factories/products";
import { adminAndMemberTokens } from "../factories/users";

type Listed = {
  id: string;
  name: string;
  price: number;
  stock: number;
  availability: string;
  published: boolean;
  variants: { label: string; stock: number }[];
};
type Page = {
  status: number;
  body: {
    data: Listed[];
    total?: number;
    nextCursor?: string | null;
    details?: { path: string; message: string }[];
    code?: string;
  };
};

describe("the admin's catalogue API", () => {
  const database = useTestDatabase();
  const db = () => database.client();
  const tokens = { admin: "", member: "" };

  beforeAll(async () => {
    Object.assign(tokens, await adminAndMemberTokens(db()));
  });

  // null: signed out.
  async function list(query: string, token: string | null = tokens.admin): Promise<Page> {
    const answer = await callRoute<Listed[]>(
      listRoute,
      apiRequest("GET", `/api/admin/products${query}`, { token: token ?? undefined }),
    );
    return { status: answer.status, body: answer.body as unknown as Page["body"] };
  }

  const names = (page: Page) => page.body.data.map((product) => product.name);
  const minutesAfter = (start: number, n: number) => new Date(start + n * 60_000);

  describe("GET /api/admin/products", () => {
    // One catalogue of every kind of piece, named with a tag of its own so that q= keeps other tests' pieces out.
    const tag = `Tag${randomUUID().slice(0, 6)}`;
    beforeAll(async () => {
      const start = Date.UTC(2030, 0, 1);
      const piece = (n: number, name: string, fields: Parameters<typeof createProduct>[1] = {}) =>
        createProduct(db(), { name: `${tag} ${name}`, createdAt: minutesAfter(start, n), ...fields });
      await piece(1, "Plenty", { stock: 5 });
      await piece(2, "Last One", { stock: 1 });
      await piece(3, "Pair", { stock: 2 });
      await piece(4, "Empty", { stock: 0 });
      await piece(5, "Sold Cuff", { stock: 0, oneOfAKind: true, soldAt: new Date() });
      await piece(6, "Draft Ring", { stock: 3, category: "Rings", published: false });
      await piece(7, "Sized Ring", {
        category: "Rings",
        variantName: "Ring size",
        variants: [
          { label: "6", stock: 1 },
          { label: "7", stock: 0 },
        ],
      });
      await piece(8, "Gone", { stock: 4, deletedAt: new Date() });
    });

    const all = ["Sized Ring", "Draft Ring", "Sold Cuff", "Empty", "Pair", "Last One", "Plenty"];
    const tagged = (list: string[]) => list.map((name) => `${tag} ${name}`);

    test("q finds names containing it in any case, drafts included and deleted pieces never, newest first, with the count", async () => {
      const page = await list(`?q=${tag.toLowerCase()}`);
      expect(page.status).toBe(200);
      expect(names(page)).toEqual(tagged(all));
      expect(page.body.total).toBe(7);
      expect(page.body.nextCursor).toBeNull();
      const sized = page.body.data[0];
      expect(sized).toMatchObject({
        price: 24.5,
        stock: 1,
        availability: "in_stock",
        published: true,
        variants: [
          { label: "6", stock: 1 },
          { label: "7", stock: 0 },
        ],
      });
    });

    test.each([
      ["availability=in_stock", ["Sized Ring", "Draft Ring", "Pair", "Last One", "Plenty"]],
      // LOW_STOCK_THRESHOLD is 1 by default: in stock and at most 1 (a piece in sizes counts their total).
      ["availability=low", ["Sized Ring", "Last One"]],
      ["availability=out_of_stock", ["Empty"]],
      ["availability=sold", ["Sold Cuff"]],
      ["status=draft", ["Draft Ring"]],
      ["status=published", ["Sized Ring", "Sold Cuff", "Empty", "Pair", "Last One", "Plenty"]],
      ["category=rings", ["Sized Ring", "Draft Ring"]],
      ["category=Rings&status=published&availability=low", ["Sized Ring"]],
      ["category=Earrings", []],
    ])("%s keeps only those pieces and counts them", async (filter, expected) => {
      const page = await list(`?q=${tag}&${filter}`);
      expect(page.status).toBe(200);
      expect(names(page)).toEqual(tagged(expected));
      expect(page.body.total).toBe(expected.length);
    });

    test("bad filters are a 400 naming the field", async () => {
      for (const [query, path] of [
        ["?availability=plenty", "availability"],
        ["?status=hidden", "status"],
        ["?limit=0", "limit"],
        [`?q=${"x".repeat(201)}`, "q"],
      ] as const) {
        const page = await list(query);
        expect(page.status, query).toBe(400);
        expect(page.body.details?.map((detail) => detail.path)).toEqual([path]);
      }
    });

    test("a cursor this list did not give out is a 400 naming cursor", async () => {
      for (const cursor of [
        "not-a-cursor",
        Buffer.from(JSON.stringify({ at: "yesterday" })).toString("base64url"),
        Buffer.from('["not a date","x"]').toString("base64url"),
      ]) {
        const page = await list(`?cursor=${encodeURIComponent(cursor)}`);
        expect(page.status, cursor).toBe(400);
        expect(page.body.code).toBe("validation_error");
        expect(page.body.details).toEqual([{ path: "cursor", message: "Not a cursor this list gave out" }]);
      }
    });

    test("signed out is 401, a member 403", async () => {
      expect((await list("", null)).status).toBe(401);
      expect((await list("", tokens.member)).status).toBe(403);
    });
  });

  test("pages by cursor never repeat or skip a piece while pieces are added between pages", async () => {
    const tag = `Page${randomUUID().slice(0, 6)}`;
    const start = Date.UTC(2031, 0, 1);
    for (let n = 0; n < 5; n += 1)
      await createProduct(db(), { name: `${tag} ${n}`, createdAt: minutesAfter(start, n) });
    // Two pieces created in the same instant: the id breaks the tie, so they still page in one order.
    await createProduct(db(), { name: `${tag} twin a`, createdAt: minutesAfter(start, 2) });

    const first = await list(`?q=${tag}&limit=2`);
    expect(names(first)).toEqual([`${tag} 4`, `${tag} 3`]);
    expect(first.body.total).toBe(6);
    expect(first.body.nextCursor).toEqual(expect.any(String));

    // Added meanwhile: one newer than everything, one in the middle of what is left, one older than all.
    await createProduct(db(), { name: `${tag} newest`, createdAt: minutesAfter(start, 100) });
    await createProduct(db(), { name: `${tag} oldest`, createdAt: minutesAfter(start, -100) });

    const seen = [...names(first)];
    let cursor = first.body.nextCursor;
    let pages = 1;
    while (cursor) {
      const page = await list(`?q=${tag}&limit=2&cursor=${encodeURIComponent(cursor)}`);
      expect(page.status).toBe(200);
      seen.push(...names(page));
      cursor = page.body.nextCursor;
      pages += 1;
      expect(page.body.total).toBe(8);
    }
    // Everything after the first page's last piece, once each, in order: the newest (added above the cursor) is not.
    expect(seen.slice(2).sort()).toEqual([`${tag} 2`, `${tag} twin a`, `${tag} 1`, `${tag} 0`, `${tag} oldest`].sort());
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain(`${tag} newest`);
    expect(seen.at(-1)).toBe(`${tag} oldest`);
    expect(pages).toBe(4);
  });

  describe("POST /api/admin/products/{id}/duplicate", () => {
    const duplicate = (id: string, token: string | null = tokens.admin) =>
      callRoute<Record<string, unknown>>(
        duplicateRoute,
        apiRequest("POST", `/api/admin/products/${id}/duplicate`, { token: token ?? undefined }),
        { id },
      );

    test("copies every field, the sizes and the pictures as a draft named “… (copy)”; the piece itself is untouched", async () => {
      const source = await createProduct(db(), {
        name: "Engraved Signet",
        description: "Solid silver.",
        priceCents: 6_000,
        category: "Rings",
        images: ["/uploads/signet-1.webp", "/uploads/signet-2.webp"],
        leadTimeDays: 7,
        personalization: { label: "Initials", maxLength: 3, required: true },
        variantName: "Ring size",
        variants: [
          { label: "6", stock: 2 },
          { label: "7", stock: 1 },
          { label: "8", priceCents: 6_500, stock: 1 },
        ],
      });

      const answer = await duplicate(source.id);
      expect(answer.status).toBe(201);
      const copy = answer.body.data;
      expect(copy).toMatchObject({
        name: "Engraved Signet (copy)",
        description: "Solid silver.",
        price: 60,
        basePrice: 60,
        priceVaries: true,
        category: "Rings",
        stock: 4,
        images: ["/uploads/signet-1.webp", "/uploads/signet-2.webp"],
        leadTimeDays: 7,
        oneOfAKind: false,
        personalization: { label: "Initials", maxLength: 3, required: true },
        variantName: "Ring size",
        published: false,
        soldAt: null,
      });
      expect(copy.id).not.toBe(source.id);
      const variants = copy.variants as {
        id: string;
        label: string;
        price: number;
        ownPrice: boolean;
        stock: number;
      }[];
      expect(variants.map(({ label, price, ownPrice, stock }) => ({ label, price, ownPrice, stock }))).toEqual([
        { label: "6", price: 60, ownPrice: false, stock: 2 },
        { label: "7", price: 60, ownPrice: false, stock: 1 },
        { label: "8", price: 65, ownPrice: true, stock: 1 },
      ]);
      const sourceVariants = await db().productVariant.findMany({ where: { productId: source.id } });
      expect(variants.some((variant) => sourceVariants.some((own) => own.id === variant.id))).toBe(false);
      expect(await db().product.findUniqueOrThrow({ where: { id: source.id } })).toMatchObject({
        name: "Engraved Signet",
        published: true,
      });

      // The copy is listed among the drafts.
      const drafts = await list(`?q=${encodeURIComponent("Engraved Signet")}&status=draft`);
      expect(drafts.body.data.map((product) => product.id)).toEqual([copy.id]);
    });

    test("an unknown or deleted piece is a 404; signed out 401; a member 403, and nothing is copied", async () => {
      const gone = await createProduct(db(), { name: "Retired Brooch", deletedAt: new Date() });
      const kept = await createProduct(db(), { name: "Kept Brooch" });
      for (const id of ["no-such-piece", gone.id]) {
        const answer = await duplicate(id);
        expect(answer.status).toBe(404);
        expect(answer.body.error).toBe("Product not found");
      }
      expect((await duplicate(kept.id, null)).status).toBe(401);
      expect((await duplicate(kept.id, tokens.member)).status).toBe(403);
      expect(await db().product.count({ where: { name: { contains: "Brooch (copy)" } } })).toBe(0);
    });
  });

  describe("GET and PUT /api/admin/settings", () => {
    const getSettings = (token: string | null = tokens.admin) =>
      callRoute(getSettingsRoute, apiRequest("GET", "/api/admin/settings", { token: token ?? undefined }));
    const putSettings = (body: unknown, token: string | null = tokens.admin) =>
      callRoute(putSettingsRoute, apiRequest("PUT", "/api/admin/settings", { body, token: token ?? undefined }));

    test("no limit, not away and 14 days of returns until saved; a save answers the settings as saved, which GET then reads; null clears the date", async () => {
      expect((await getSettings()).body.data).toEqual({ weeklyCapacity: 0, awayUntil: null, returnWindowDays: 14 });

      const saved = await putSettings({ weeklyCapacity: 6, awayUntil: " 2030-08-14 " });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toEqual({ weeklyCapacity: 6, awayUntil: "2030-08-14", returnWindowDays: 14 });
      expect((await getSettings()).body.data).toEqual({
        weeklyCapacity: 6,
        awayUntil: "2030-08-14",
        returnWindowDays: 14,
      });

      expect((await putSettings({ weeklyCapacity: 0, awayUntil: null })).body.data).toEqual({
        weeklyCapacity: 0,
        awayUntil: null,
        returnWindowDays: 14,
      });
    });

    test("each form sends its own settings: one left out keeps its saved value", async () => {
      await putSettings({ weeklyCapacity: 4, awayUntil: "2030-03-01" });
      expect((await putSettings({ returnWindowDays: 30 })).body.data).toEqual({
        weeklyCapacity: 4,
        awayUntil: "2030-03-01",
        returnWindowDays: 30,
      });
      expect((await putSettings({ awayUntil: null })).body.data).toEqual({
        weeklyCapacity: 4,
        awayUntil: null,
        returnWindowDays: 30,
      });
      expect((await putSettings({ returnWindowDays: 0 })).body.data).toMatchObject({ returnWindowDays: 0 });
    });

    test.each([
      [{ weeklyCapacity: -1, awayUntil: null }, "weeklyCapacity", "Weekly capacity cannot be negative"],
      [{ weeklyCapacity: 2.5, awayUntil: null }, "weeklyCapacity", "Weekly capacity must be a whole number of pieces"],
      [{ weeklyCapacity: 1001, awayUntil: null }, "weeklyCapacity", "Weekly capacity must be at most 1000"],
      [{ weeklyCapacity: "5", awayUntil: null }, "weeklyCapacity", "Weekly capacity must be a whole number of pieces"],
      [{ weeklyCapacity: null }, "weeklyCapacity", "Weekly capacity must be a whole number of pieces"],
      [{ weeklyCapacity: 3, awayUntil: "2030-02-30" }, "awayUntil", "Away until must be a date written YYYY-MM-DD"],
      [{ weeklyCapacity: 3, awayUntil: "next Tuesday" }, "awayUntil", "Away until must be a date written YYYY-MM-DD"],
      [{ weeklyCapacity: 3, awayUntil: 7 }, "awayUntil", "Away until must be a date (YYYY-MM-DD) or null"],
      [{ returnWindowDays: -1 }, "returnWindowDays", "Return window cannot be negative"],
      [{ returnWindowDays: 366 }, "returnWindowDays", "Return window must be at most 365 days"],
      [{ returnWindowDays: 1.5 }, "returnWindowDays", "Return window must be a whole number of days"],
      [{}, "body", "Send at least one of weeklyCapacity, awayUntil or returnWindowDays"],
    ])("%j is refused with 400 naming %s, and nothing changes", async (body, path, message) => {
      await putSettings({ weeklyCapacity: 2, awayUntil: "2030-01-02", returnWindowDays: 14 });
      const answer = await putSettings(body);
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual([{ path, message }]);
      expect((await getSettings()).body.data).toEqual({
        weeklyCapacity: 2,
        awayUntil: "2030-01-02",
        returnWindowDays: 14,
      });
    });

    test("signed out is 401 and a member 403, for reading and for saving", async () => {
      expect((await getSettings(null)).status).toBe(401);
      expect((await getSettings(tokens.member)).status).toBe(403);
      expect((await putSettings({ weeklyCapacity: 9, awayUntil: null }, null)).status).toBe(401);
      expect((await putSettings({ weeklyCapacity: 9, awayUntil: null }, tokens.member)).status).toBe(403);
      expect((await getSettings()).body.data).not.toMatchObject({ weeklyCapacity: 9 });
    });
  });
});
