import { beforeAll, describe, expect, test } from "vitest";
import { DELETE as deleteRoute, PUT as putRoute } from "@/app/api/admin/collections/[id]/route";
import { GET as adminListRoute, POST as postRoute } from "@/app/api/admin/collections/route";
import { GET as getRoute } from "@/app/api/collections/[slug]/route";
import { GET as listRoute } from "@/app/api/collections/route";
import { apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { createProduct } from "../factories/products";
import { adminAndMemberTokens } from "../factories/users";

type Collection = {
  id: string;
  slug: string;
  name: string;
  description: string;
  portfolio: boolean;
  productIds: string[];
  products: { id: string; name: string; price: number }[];
};

describe("collections she curates: /api/admin/collections and /api/collections", () => {
  const database = useTestDatabase();
  const db = () => database.client();
  const tokens = { admin: "", member: "" };

  beforeAll(async () => {
    Object.assign(tokens, await adminAndMemberTokens(db()));
  });

  const post = (body: unknown, token: string | null = tokens.admin) =>
    callRoute<Collection>(postRoute, apiRequest("POST", "/api/admin/collections", { body, token: token ?? undefined }));
  const put = (id: string, body: unknown, token: string | null = tokens.admin) =>
    callRoute<Collection>(
      putRoute,
      apiRequest("PUT", `/api/admin/collections/${id}`, { body, token: token ?? undefined }),
      { id },
    );
  const remove = (id: string, token: string | null = tokens.admin) =>
    deleteRoute(apiRequest("DELETE", `/api/admin/collections/${id}`, { token: token ?? undefined }), {
      params: Promise.resolve({ id }),
    });
  const read = (slug: string) =>
    callRoute<Collection>(getRoute, apiRequest("GET", `/api/collections/${slug}`), { slug });
  const list = () =>
    callRoute<{ slug: string; name: string; productCount: number }[]>(listRoute, apiRequest("GET", "/api/collections"));
  const pieces = (count: number) => Promise.all(Array.from({ length: count }, () => createProduct(db())));

  test("a new collection answers 201 with its pieces in her order, and the shop reads them in that order", async () => {
    const [a, b, c] = await pieces(3);
    const ids = [c?.id, a?.id, b?.id];
    const created = await post({ name: "Bridal", description: "For the day.", productIds: ids });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ slug: "bridal", name: "Bridal", portfolio: false, productIds: ids });

    const shown = await read("bridal");
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ id: created.body.data.id, slug: "bridal", description: "For the day." });
    expect(shown.body.data.products.map((product) => product.id)).toEqual(ids);
    // Products answer as they do everywhere in the API: dollars under the API's names.
    expect(shown.body.data.products[0]).toMatchObject({ price: 24.5 });
  });

  test("a PUT replaces the collection whole: a new order, a new slug, pieces dropped", async () => {
    const [a, b, c] = await pieces(3);
    const created = await post({ name: "Under $40", productIds: [a?.id, b?.id, c?.id] });
    expect(created.body.data.slug).toBe("under-40");
    const replaced = await put(created.body.data.id, { name: "Under $40", slug: "gifts", productIds: [c?.id, a?.id] });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ slug: "gifts", description: "", productIds: [c?.id, a?.id] });
    expect((await read("gifts")).body.data.products.map((product) => product.id)).toEqual([c?.id, a?.id]);
    expect((await read("under-40")).status).toBe(404);
  });

  test("drafts, deleted pieces and sold one-of-a-kind pieces are left out; a portfolio keeps the sold ones", async () => {
    const onSale = await createProduct(db());
    const draft = await createProduct(db(), { published: false });
    const sold = await createProduct(db(), { oneOfAKind: true, stock: 0, soldAt: new Date() });
    const gone = await createProduct(db());
    const ids = [sold.id, draft.id, onSale.id, gone.id];
    const created = await post({ name: "Birthstones", productIds: ids });
    expect(created.status).toBe(201);
    await db().product.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });

    expect((await read("birthstones")).body.data.products.map((product) => product.id)).toEqual([onSale.id]);
    await put(created.body.data.id, { name: "Birthstones", productIds: ids.slice(0, 3), portfolio: true });
    const portfolio = await read("birthstones");
    expect(portfolio.body.data.portfolio).toBe(true);
    expect(portfolio.body.data.products.map((product) => product.id)).toEqual([sold.id, onSale.id]);
  });

  test("the shop's list names each collection with a piece to show, by name, with how many it shows", async () => {
    const [a, b] = await pieces(2);
    const draft = await createProduct(db(), { published: false });
    const sold = await createProduct(db(), { oneOfAKind: true, stock: 0, soldAt: new Date() });
    await post({ name: "Zinnia", productIds: [a?.id, b?.id, draft.id, sold.id] });
    await post({ name: "Only drafts", productIds: [draft.id] });
    await post({ name: "Only sold", productIds: [sold.id] });
    await post({ name: "Sold work", productIds: [sold.id], portfolio: true });
    const answer = await list();
    expect(answer.status).toBe(200);
    const count = (slug: string) => answer.body.data.find((collection) => collection.slug === slug)?.productCount;
    const slugs = answer.body.data.map((collection) => collection.slug);
    expect(slugs).not.toContain("only-drafts");
    expect(slugs).not.toContain("only-sold");
    const names = answer.body.data.map((collection) => collection.name);
    expect(names).toEqual([...names].sort());
    expect(count("zinnia")).toBe(2);
    expect(count("sold-work")).toBe(1);
  });

  test("an unknown slug is 404 not_found; an unknown id is 404 to replace and to delete", async () => {
    for (const answer of [await read("no-such-thing"), await read("Not A Slug")]) {
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe("not_found");
    }
    expect((await put("nope", { name: "X" })).status).toBe(404);
    expect((await remove("nope")).status).toBe(404);
  });

  test("a slug another collection has is 409 slug_taken, to create and to rename", async () => {
    const first = await post({ name: "Rings", slug: "stacking" });
    expect(first.status).toBe(201);
    const second = await post({ name: "Stacking" });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe("slug_taken");
    expect(second.body.details).toEqual([{ path: "slug", message: "Another collection already has this slug" }]);
    const other = await post({ name: "Stackers" });
    expect((await put(other.body.data.id, { name: "Stackers", slug: "stacking" })).body.code).toBe("slug_taken");
    expect(await db().collection.count({ where: { slug: "stacking" } })).toBe(1);
  });

  test("DELETE answers 204; the collection is gone and its pieces stay in the shop", async () => {
    const [a] = await pieces(1);
    const created = await post({ name: "Brief", productIds: [a?.id] });
    const answer = await remove(created.body.data.id);
    expect(answer.status).toBe(204);
    expect((await read("brief")).status).toBe(404);
    expect(await db().product.count({ where: { id: a?.id } })).toBe(1);
  });

  test.each([
    ["name", "Name is required", {}],
    ["name", "Name is required", { name: " " }],
    ["name", "Name must be at most 80 characters", { name: "x".repeat(81) }],
    ["slug", "Slug may hold lower-case letters, digits and single hyphens only", { name: "Ok", slug: "Has Spaces" }],
    ["slug", "Slug must be at most 60 characters", { name: "Ok", slug: "a".repeat(61) }],
    ["slug", "Give the collection a slug: its name has no letters or digits", { name: "💍" }],
    ["description", "Description must be at most 1,000 characters", { name: "Ok", description: "x".repeat(1_001) }],
    ["productIds", "productIds must be a list of product ids", { name: "Ok", productIds: "abc" }],
    ["productIds.0", "Each piece must be a product id", { name: "Ok", productIds: [12] }],
    ["portfolio", "portfolio must be true or false", { name: "Ok", portfolio: "yes" }],
  ])("400 naming %s (%s)", async (path, message, body) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([{ path, message }]);
  });

  test("a repeated piece, an unknown one and a deleted one are refused by their place in the list", async () => {
    const [a] = await pieces(1);
    const deleted = await createProduct(db(), { deletedAt: new Date() });
    const repeated = await post({ name: "Twice", productIds: [a?.id, a?.id] });
    expect(repeated.status).toBe(400);
    expect(repeated.body.details).toEqual([{ path: "productIds.1", message: "This piece is listed twice" }]);
    const unknown = await post({ name: "Unknown", productIds: [a?.id, "missing", deleted.id] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([
      { path: "productIds.1", message: "No piece has this id" },
      { path: "productIds.2", message: "No piece has this id" },
    ]);
    const tooMany = await post({ name: "Many", productIds: Array.from({ length: 201 }, (_, index) => `p${index}`) });
    expect(tooMany.body.details).toEqual([{ path: "productIds", message: "A collection holds at most 200 pieces" }]);
    expect(await db().collection.count({ where: { slug: { in: ["twice", "unknown", "many"] } } })).toBe(0);
  });

  test("only the admin writes or lists them all: 401 signed out, 403 for a member", async () => {
    const created = await post({ name: "Guarded" });
    expect((await post({ name: "Mine" }, null)).status).toBe(401);
    expect((await post({ name: "Mine" }, tokens.member)).status).toBe(403);
    expect((await put(created.body.data.id, { name: "Mine" }, tokens.member)).status).toBe(403);
    expect((await remove(created.body.data.id, null)).status).toBe(401);
    expect((await remove(created.body.data.id, tokens.member)).status).toBe(403);
    const adminList = (token: string) =>
      callRoute(adminListRoute, apiRequest("GET", "/api/admin/collections", { token }));
    expect((await adminList(tokens.member)).status).toBe(403);
    expect((await adminList(tokens.admin)).status).toBe(200);
    expect(await db().collection.count({ where: { name: "Mine" } })).toBe(0);
  });
});
