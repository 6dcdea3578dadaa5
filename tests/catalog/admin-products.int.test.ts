import { beforeAll, describe, expect, test } from "vitest";
import { POST } from "@/app/api/products/route";
import { PUT } from "@/app/api/products/[id]/route";
import { failureMessage } from "@/components/admin/product-form/product-form-errors";
import {
  EMPTY_PRODUCT_FORM,
  formValuesOf,
  productPayload,
  SAVE_FAILED,
  type ProductFormValues,
} from "@/components/admin/product-form/product-form-values";
import { stockDraft } from "@/components/admin/product-form/product-payload";
import { listAdminProducts } from "@/lib/catalog/admin";
import type { ProductDto } from "@/lib/catalog/dto";
import { productInputSchema } from "@/lib/catalog/schemas";
import { checkRequest } from "@/lib/field-errors";
import { fromApiDollars } from "@/lib/pricing/api-money";
import { apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { createProduct } from "../factories/products";
import { createAdmin } from "../factories/users";
import { PLAIN_PIECE } from "../support/product-dto";

describe("the admin dashboard's product list", () => {
  const database = useTestDatabase();

  /** Every page of the admin's catalogue, followed by its cursor. */
  async function everyPage(limit: number): Promise<{ pages: ProductDto[][]; total: number }> {
    const pages: ProductDto[][] = [];
    let cursor: string | undefined;
    let total = 0;
    do {
      const page = await listAdminProducts({ limit, cursor });
      pages.push(page.products);
      total = page.total;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return { pages, total };
  }

  test("pages through every product, beyond the shop's 100, newest first, and never a deleted one", async () => {
    const start = Date.UTC(2026, 0, 1);
    const minutes = (n: number) => new Date(start + n * 60_000);
    // 105 pieces, the nth created n minutes after the start; two deleted ones among them.
    const created = await Promise.all(
      Array.from({ length: 105 }, (_, n) =>
        createProduct(database.client(), { name: `Piece ${n}`, createdAt: minutes(n) }),
      ),
    );
    await createProduct(database.client(), {
      name: "Retired Newest",
      createdAt: minutes(500),
      deletedAt: minutes(501),
    });
    await createProduct(database.client(), { name: "Retired Oldest", createdAt: minutes(-5), deletedAt: minutes(1) });

    const { pages, total } = await everyPage(40);
    const listed = pages.flat();

    expect(total).toBe(105);
    expect(pages.map((page) => page.length)).toEqual([40, 40, 25]);
    expect(listed).toHaveLength(105);
    expect(listed.map((product) => product.name).slice(0, 3)).toEqual(["Piece 104", "Piece 103", "Piece 102"]);
    expect(listed.at(-1)?.name).toBe("Piece 0");
    expect(listed.map((product) => product.name)).not.toContain("Retired Newest");
    expect(listed.map((product) => product.name)).not.toContain("Retired Oldest");
    expect(new Set(listed.map((product) => product.id))).toEqual(new Set(created.map((product) => product.id)));
  });

  test("shows each product as the shop does: price, stock and its images", async () => {
    const row = await createProduct(database.client(), {
      name: "Garnet Drop Earrings",
      priceCents: 3_275,
      stock: 0,
      category: "Earrings",
      images: ["/uploads/first.png", "/uploads/second.png"],
      createdAt: new Date(Date.UTC(2027, 0, 1)),
    });

    const [newest] = (await listAdminProducts()).products;

    expect(newest).toEqual({
      id: row.id,
      name: "Garnet Drop Earrings",
      description: row.description,
      priceCents: 3_275,
      basePriceCents: 3_275,
      priceVaries: false,
      category: "Earrings",
      stock: 0,
      inStock: false,
      availability: "out_of_stock",
      imageUrl: "/uploads/first.png",
      images: ["/uploads/first.png", "/uploads/second.png"],
      ...PLAIN_PIECE,
    });
  });
});

describe("the admin form's payload, as the browser sends it, through the product API", () => {
  const database = useTestDatabase();
  let token = "";

  beforeAll(async () => {
    token = (await createAdmin(database.client())).accessToken;
  });

  /** What the browser sends: the form's draft checked by the schema, as the schema's input (dollars). */
  function wire(draft: unknown): unknown {
    const check = checkRequest(productInputSchema, draft);
    if (!check.success) throw new Error(`the form's own check refused it: ${check.issues[0]?.message ?? ""}`);
    return check.request;
  }

  async function save(id: string | null, draft: unknown) {
    const request = apiRequest(id === null ? "POST" : "PUT", id === null ? "/api/products" : `/api/products/${id}`, {
      body: wire(draft),
      token,
    });
    const answer = id === null ? await callRoute(POST, request) : await callRoute(PUT, request, { id });
    return { status: answer.status, body: answer.body, product: fromApiDollars(answer.body.data) as ProductDto };
  }

  const ring: ProductFormValues = {
    ...EMPTY_PRODUCT_FORM,
    name: "Hammered Band",
    description: "Sterling silver, hammered by hand.",
    price: "48.00",
    category: "Rings",
    variantName: "Ring size",
    variants: [
      { key: "a", label: "6", price: "", stock: "2" },
      { key: "b", label: "7", price: "", stock: "1" },
      { key: "c", label: "8", price: "54.00", stock: "1" },
    ],
    personalized: true,
    personalizationLabel: "Engraving",
    personalizationMaxLength: "12",
    leadTimeDays: "5",
    published: false,
  };

  test("a ring in sizes 6, 7 and 8 (8 dearer) with an engraving saves as typed, and its edit keeps a sale made meanwhile", async () => {
    const added = await save(null, productPayload(ring));
    expect(added.status).toBe(201);
    expect(added.product).toMatchObject({
      name: "Hammered Band",
      priceCents: 4_800,
      basePriceCents: 4_800,
      priceVaries: true,
      stock: 4,
      variantName: "Ring size",
      personalization: { label: "Engraving", maxLength: 12, required: false },
      leadTimeDays: 5,
      published: false,
    });
    expect(
      added.product.variants.map(({ label, priceCents, ownPrice, stock }) => ({ label, priceCents, ownPrice, stock })),
    ).toEqual([
      { label: "6", priceCents: 4_800, ownPrice: false, stock: 2 },
      { label: "7", priceCents: 4_800, ownPrice: false, stock: 1 },
      { label: "8", priceCents: 5_400, ownPrice: true, stock: 1 },
    ]);

    // The form is opened on the ring; meanwhile a size 6 sells. The maker adds one size 8, moves 8 first, publishes.
    const values = formValuesOf(added.product);
    const six = added.product.variants[0];
    await database.client().productVariant.update({ where: { id: six?.id }, data: { stock: 1 } });
    const [sixRow, sevenRow, eightRow] = values.variants;
    if (!sixRow || !sevenRow || !eightRow) throw new Error("three sizes expected");
    const edited = await save(
      added.product.id,
      productPayload(
        { ...values, published: true, variants: [{ ...eightRow, stock: "2" }, sixRow, sevenRow] },
        [],
        added.product.stock,
      ),
    );
    expect(edited.status).toBe(200);
    expect(edited.product.variants.map(({ id, label, stock }) => ({ id, label, stock }))).toEqual([
      { id: eightRow.id, label: "8", stock: 2 },
      // Shown 2, sent 2 unchanged: the sale stands.
      { id: sixRow.id, label: "6", stock: 1 },
      { id: sevenRow.id, label: "7", stock: 1 },
    ]);
    expect(edited.product).toMatchObject({ stock: 4, published: true });
  });

  test("a size the server refuses is named by its path, which points the form at that size's input", async () => {
    // The form's own check catches a label given twice before sending; sent anyway (an altered request), the server
    // names the same input.
    const rows = [...ring.variants, { key: "d", label: "6", price: "", stock: "0" }];
    const twice = await callRoute(
      POST,
      apiRequest("POST", "/api/products", { body: productPayload({ ...ring, variants: rows }), token }),
    );
    expect(twice.status).toBe(400);
    expect(twice.body.details?.[0]?.path).toBe("variants.3.label");
    expect(failureMessage(twice.body, SAVE_FAILED)).toEqual({
      message: '"6" is listed twice',
      field: "variants.3.label",
    });

    // Only the server knows a size's id is not this piece's: its refusal lands on that size's label.
    const added = await save(null, productPayload(ring));
    const values = formValuesOf(added.product);
    const stranger = values.variants.map((row, index) => (index === 2 ? { ...row, id: "not-this-pieces-size" } : row));
    const refused = await save(
      added.product.id,
      productPayload({ ...values, variants: stranger }, [], added.product.stock),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.details?.[0]?.path).toBe("variants.2.id");
    expect(failureMessage(refused.body, SAVE_FAILED)).toEqual({
      message: "Unknown size or length",
      field: "variants.2.label",
    });
  });

  test("a row's stock saved inline replaces nothing else and keeps a sale made since the list was read", async () => {
    const row = await createProduct(database.client(), {
      name: "Lapis Drops",
      stock: 3,
      category: "Earrings",
      images: ["/uploads/lapis.webp"],
      leadTimeDays: 4,
    });
    const [shown] = (await listAdminProducts({ q: "Lapis Drops" })).products;
    if (!shown) throw new Error("listed");
    await database.client().product.update({ where: { id: row.id }, data: { stock: 2 } });

    const saved = await save(row.id, stockDraft(shown, 10));
    expect(saved.status).toBe(200);
    // 3 shown, 10 typed: +7 on today's 2.
    expect(saved.product).toMatchObject({
      stock: 9,
      name: "Lapis Drops",
      category: "Earrings",
      images: ["/uploads/lapis.webp"],
      leadTimeDays: 4,
      published: true,
    });
  });
});
