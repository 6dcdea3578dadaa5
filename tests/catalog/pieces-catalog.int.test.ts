import { beforeAll, describe, expect, test } from "vitest";
import { GET as listRoute, POST as createRoute } from "@/app/api/products/route";
import { GET as detailRoute, PUT as updateRoute } from "@/app/api/products/[id]/route";
import { GET as searchRoute } from "@/app/api/products/search/route";
import { listProductsForShop, listProductsForSitemap } from "@/lib/catalog/storefront";
import type { ProductDto } from "@/lib/catalog/dto";
import type { InDollars } from "@/lib/pricing/api-money";
import { createOrder } from "../factories/orders";
import { createProduct } from "../factories/products";
import { createAdmin, createUser } from "../factories/users";
import { apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";

type Product = InDollars<ProductDto>;

const ring = {
  name: "Hammered Band",
  description: "Sterling silver.",
  price: 48,
  category: "Rings",
  variantName: "Ring size",
  variants: [
    { label: "6", stock: 2 },
    { label: "7", stock: 1 },
    { label: "8", stock: 3, price: 52 },
  ],
  personalization: { label: "Initials inside the band", maxLength: 4, required: false },
  leadTimeDays: 5,
};

describe("pieces in the catalogue API", () => {
  const database = useTestDatabase();
  const db = () => database.client();
  let admin = "";
  let member = "";

  beforeAll(async () => {
    admin = (await createAdmin(db())).accessToken;
    member = (await createUser(db())).accessToken;
  });

  const create = (body: unknown) =>
    callRoute<Product>(createRoute, apiRequest("POST", "/api/products", { body, token: admin }));
  const update = (id: string, body: unknown) =>
    callRoute<Product>(updateRoute, apiRequest("PUT", `/api/products/${id}`, { body, token: admin }), { id });
  const read = (id: string, token?: string) =>
    callRoute<Product>(detailRoute, apiRequest("GET", `/api/products/${id}`, { token }), { id });
  const list = (query = "") => callRoute<Product[]>(listRoute, apiRequest("GET", `/api/products${query}`));

  describe("sizes or lengths", () => {
    test("a product with variants: its stock is theirs (a sent stock is ignored), its price the lowest, each says whether it is in stock", async () => {
      const { status, body } = await create({ ...ring, stock: 99 });
      expect(status).toBe(201);
      expect(body.data).toMatchObject({
        price: 48,
        basePrice: 48,
        priceVaries: true,
        stock: 6,
        inStock: true,
        availability: "in_stock",
        variantName: "Ring size",
        leadTimeDays: 5,
      });
      expect(
        body.data.variants.map(({ label, price, ownPrice, stock, inStock }) => ({
          label,
          price,
          ownPrice,
          stock,
          inStock,
        })),
      ).toEqual([
        { label: "6", price: 48, ownPrice: false, stock: 2, inStock: true },
        { label: "7", price: 48, ownPrice: false, stock: 1, inStock: true },
        { label: "8", price: 52, ownPrice: true, stock: 3, inStock: true },
      ]);
      expect(body.data.personalization).toEqual({ label: "Initials inside the band", maxLength: 4, required: false });
    });

    test("when every size has its own price, the card's price is the lowest of them", async () => {
      const { body } = await create({
        ...ring,
        variants: [
          { label: "16 in", price: 40, stock: 1 },
          { label: "20 in", price: 46, stock: 1 },
        ],
      });
      expect(body.data).toMatchObject({ price: 40, basePrice: 48, priceVaries: true });
    });

    test("the sizes need a name, labels unique whatever their case, at most 30", async () => {
      const unnamed = await create({ ...ring, variantName: "" });
      expect(unnamed.status).toBe(400);
      expect(unnamed.body.details).toEqual([
        { path: "variantName", message: "Name the sizes or lengths (e.g. Ring size)" },
      ]);
      const twice = await create({
        ...ring,
        variants: [
          { label: "Small", stock: 1 },
          { label: "small", stock: 1 },
        ],
      });
      expect(twice.body.details).toEqual([{ path: "variants.1.label", message: '"small" is listed twice' }]);
      const many = await create({
        ...ring,
        variants: Array.from({ length: 31 }, (_, index) => ({ label: `S${index}`, stock: 1 })),
      });
      expect(many.body.details).toEqual([{ path: "variants", message: "At most 30 sizes or lengths" }]);
      const blank = await create({ ...ring, variants: [{ label: " ", stock: 1 }] });
      expect(blank.body.details?.[0]?.path).toBe("variants.0.label");
    });

    test("a PUT keeps the previousStock rule per size, adds a size sent without id, and removes one left out", async () => {
      const { body } = await create(ring);
      const [six, seven, eight] = body.data.variants;
      // The form opened with these stocks; then a buyer took one 8 and one 6.
      await db().productVariant.update({ where: { id: eight?.id }, data: { stock: 2 } });
      await db().productVariant.update({ where: { id: six?.id }, data: { stock: 1 } });
      const saved = await update(body.data.id, {
        ...ring,
        variants: [
          { id: eight?.id, label: "8", stock: 4, previousStock: 3, price: 52 },
          { id: six?.id, label: "6", stock: 2 },
          { label: "9", stock: 2 },
        ],
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data.variants.map(({ label, stock }) => [label, stock])).toEqual([
        ["8", 3],
        ["6", 2],
        ["9", 2],
      ]);
      expect(saved.body.data.stock).toBe(7);
      expect(await db().productVariant.count({ where: { id: seven?.id } })).toBe(0);
    });

    test("a size the order bought and the maker later removed stays on the order as sold", async () => {
      const { body } = await create(ring);
      const seven = body.data.variants[1];
      const order = await createOrder(db(), {
        email: "buyer@example.test",
        items: [
          {
            product: { id: body.data.id, name: "Hammered Band", images: [] },
            variantId: seven?.id ?? null,
            variantName: "Ring size",
            variantLabel: "7",
            unitPriceCents: 4800,
            quantity: 1,
          },
        ],
      });
      await update(body.data.id, { ...ring, variants: [{ label: "6", stock: 2 }] });
      expect(await db().orderItem.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({
        variantId: null,
        variantName: "Ring size",
        variantLabel: "7",
      });
    });

    test("renaming two sizes into each other's labels in one save works", async () => {
      const { body } = await create({
        ...ring,
        variants: [
          { label: "A", stock: 1 },
          { label: "B", stock: 2 },
        ],
      });
      const [a, b] = body.data.variants;
      const swapped = await update(body.data.id, {
        ...ring,
        variants: [
          { id: a?.id, label: "B", stock: 1 },
          { id: b?.id, label: "A", stock: 2 },
        ],
      });
      expect(swapped.status).toBe(200);
      expect(swapped.body.data.variants.map(({ id, label }) => [id, label])).toEqual([
        [a?.id, "B"],
        [b?.id, "A"],
      ]);
    });

    test("a size id of another product is refused, naming it", async () => {
      const other = await create(ring);
      const { body } = await create(ring);
      const answer = await update(body.data.id, {
        ...ring,
        variants: [{ id: other.body.data.variants[0]?.id, label: "6", stock: 1 }],
      });
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual([{ path: "variants.0.id", message: "Unknown size or length" }]);
    });
  });

  describe("lead time and personalization", () => {
    test("lead time is 0 to 60 whole business days", async () => {
      for (const leadTimeDays of [-1, 61, 2.5]) {
        const answer = await create({ ...ring, leadTimeDays });
        expect(answer.status).toBe(400);
        expect(answer.body.details?.[0]?.path).toBe("leadTimeDays");
      }
      expect((await create({ ...ring, leadTimeDays: 60 })).status).toBe(201);
    });

    test("personalization is null or a label of 1–60 characters with a longest text of 1–200", async () => {
      expect((await create({ ...ring, personalization: null })).body.data.personalization).toBeNull();
      for (const [personalization, path] of [
        [{ label: "", maxLength: 4 }, "personalization.label"],
        [{ label: "x".repeat(61), maxLength: 4 }, "personalization.label"],
        [{ label: "Engraving", maxLength: 0 }, "personalization.maxLength"],
        [{ label: "Engraving", maxLength: 201 }, "personalization.maxLength"],
      ] as const) {
        const answer = await create({ ...ring, personalization });
        expect(answer.status).toBe(400);
        expect(answer.body.details?.[0]?.path).toBe(path);
      }
    });
  });

  describe("one of a kind, and the sold work", () => {
    test("a one-of-a-kind piece at 0 is sold: still readable, SoldOut in its answer, gone from what can be bought, listed as sold work newest sale first", async () => {
      const tag = Date.now().toString(36);
      const restockable = await createProduct(db(), { name: `Restockable ${tag}`, stock: 0 });
      const older = await createProduct(db(), {
        name: `Sold first ${tag}`,
        oneOfAKind: true,
        stock: 0,
        soldAt: new Date("2026-01-02T10:00:00Z"),
      });
      const newer = await createProduct(db(), {
        name: `Sold last ${tag}`,
        oneOfAKind: true,
        stock: 0,
        soldAt: new Date("2026-03-04T10:00:00Z"),
      });
      const forSale = await createProduct(db(), { name: `For sale ${tag}`, oneOfAKind: true, stock: 1 });

      expect((await read(older.id)).body.data).toMatchObject({
        availability: "sold",
        inStock: false,
        oneOfAKind: true,
        soldAt: "2026-01-02T10:00:00.000Z",
      });
      expect((await read(restockable.id)).body.data.availability).toBe("out_of_stock");

      const buyable = (await list()).body.data.map((product) => product.name);
      expect(buyable).toEqual(expect.arrayContaining([`Restockable ${tag}`, `For sale ${tag}`]));
      expect(buyable).not.toContain(`Sold first ${tag}`);
      expect(buyable).not.toContain(`Sold last ${tag}`);

      const sold = (await list("?availability=sold")).body.data
        .map((product) => product.name)
        .filter((name) => name.endsWith(tag));
      expect(sold).toEqual([`Sold last ${tag}`, `Sold first ${tag}`]);
      expect(
        (await listProductsForShop({ sold: true })).products
          .map((product) => product.id)
          .filter((id) => [older.id, newer.id].includes(id)),
      ).toEqual([newer.id, older.id]);
      // Portfolio pages keep their place in the sitemap.
      expect((await listProductsForSitemap()).map((entry) => entry.id)).toEqual(
        expect.arrayContaining([older.id, newer.id, forSale.id]),
      );
    });

    test("the availability filter is refused when it is none of the three", async () => {
      const answer = await list("?availability=gone");
      expect(answer.status).toBe(400);
      expect(answer.body.details?.[0]?.path).toBe("availability");
    });
  });

  describe("drafts", () => {
    test("a draft is hidden from the lists, the search and the sitemap; its id is a 404 for anyone but an ADMIN", async () => {
      const name = `Draft Moonstone ${Date.now().toString(36)}`;
      const { body } = await create({ ...ring, name, published: false });
      expect(body.data.published).toBe(false);
      expect((await list()).body.data.map((product) => product.name)).not.toContain(name);
      const found = await callRoute<Product[]>(
        searchRoute,
        apiRequest("GET", `/api/products/search?q=${encodeURIComponent(name)}`),
      );
      expect(found.body.data).toEqual([]);
      expect((await listProductsForSitemap()).map((entry) => entry.id)).not.toContain(body.data.id);
      expect((await read(body.data.id)).status).toBe(404);
      expect((await read(body.data.id, member)).status).toBe(404);
      const preview = await read(body.data.id, admin);
      expect(preview.status).toBe(200);
      expect(preview.body.data).toMatchObject({ name, published: false });

      // Published, it is in the shop.
      await update(body.data.id, { ...ring, name, published: true });
      expect((await read(body.data.id)).status).toBe(200);
    });
  });
});
