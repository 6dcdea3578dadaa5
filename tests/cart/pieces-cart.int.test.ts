import { describe, expect, test } from "vitest";
import { createEngravableRing, createProduct } from "../factories/products";
import { createUser } from "../factories/users";
import { cartApi } from "../support/cart-api";
import { useTestDatabase } from "../support/database";

describe("the member's cart with sizes and texts", () => {
  const database = useTestDatabase();
  const db = () => database.client();

  const engravableRing = () => createEngravableRing(db());

  test("a product with sizes needs one: 400 variant_required naming variantId", async () => {
    const member = await createUser(db());
    const ring = await engravableRing();
    const answer = await cartApi.add(member, { productId: ring.id, personalization: "AJ" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: "variant_required",
      error: "Choose a ring size for Hammered Band",
      details: [{ path: "variantId" }],
    });
  });

  test("a size of another product is 404 variant_not_found", async () => {
    const member = await createUser(db());
    const ring = await engravableRing();
    const other = await engravableRing();
    const answer = await cartApi.add(member, {
      productId: ring.id,
      variantId: other.variants[0]?.id,
      personalization: "AJ",
    });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe("variant_not_found");
  });

  test("a required text missing or blank is 400 personalization_required; too long or with control characters, 400 naming personalization", async () => {
    const member = await createUser(db());
    const ring = await engravableRing();
    const seven = ring.variants[1]?.id;
    for (const personalization of [undefined, "   "]) {
      const answer = await cartApi.add(member, { productId: ring.id, variantId: seven, personalization });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: "personalization_required",
        error: "Initials is required",
        details: [{ path: "personalization" }],
      });
    }
    for (const personalization of ["ABCDE", "A\nJ", "A\u0000J"]) {
      const answer = await cartApi.add(member, { productId: ring.id, variantId: seven, personalization });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: "validation_error", details: [{ path: "personalization" }] });
    }
    expect((await cartApi.get(member)).body.data.items).toEqual([]);
  });

  test("a text for a piece that takes none is refused, naming personalization", async () => {
    const member = await createUser(db());
    const plain = await createProduct(db());
    const answer = await cartApi.add(member, { productId: plain.id, personalization: "Hello" });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([{ path: "personalization", message: "This piece cannot be personalized" }]);
  });

  test("the text is trimmed and kept exactly; another size or another text is another line, priced by its size", async () => {
    const member = await createUser(db());
    const ring = await engravableRing();
    const [six, , eight] = ring.variants;
    await cartApi.add(member, { productId: ring.id, variantId: six?.id, personalization: "  A+J  " });
    await cartApi.add(member, { productId: ring.id, variantId: six?.id, personalization: "A+J" });
    await cartApi.add(member, { productId: ring.id, variantId: eight?.id, personalization: "<b>" });
    const answer = await cartApi.add(member, { productId: ring.id, variantId: eight?.id, personalization: "M" });
    expect(
      answer.body.data.items.map(({ variantLabel, variantName, personalization, quantity, price, leadTimeDays }) => ({
        variantLabel,
        variantName,
        personalization,
        quantity,
        price,
        leadTimeDays,
      })),
    ).toEqual([
      { variantLabel: "6", variantName: "Ring size", personalization: "A+J", quantity: 2, price: 48, leadTimeDays: 5 },
      { variantLabel: "8", variantName: "Ring size", personalization: "<b>", quantity: 1, price: 52, leadTimeDays: 5 },
      { variantLabel: "8", variantName: "Ring size", personalization: "M", quantity: 1, price: 52, leadTimeDays: 5 },
    ]);
    expect(answer.body.data.total).toBe(200);
  });

  test("the stock checked is the size's, across its lines with different texts", async () => {
    const member = await createUser(db());
    const ring = await engravableRing();
    const seven = ring.variants[1]?.id;
    expect((await cartApi.add(member, { productId: ring.id, variantId: seven, personalization: "AJ" })).status).toBe(
      200,
    );
    const second = await cartApi.add(member, { productId: ring.id, variantId: seven, personalization: "MK" });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: "insufficient_stock",
      error: "Only 1 of Hammered Band (7) available, and your cart already has 1",
    });
  });

  test("PUT and DELETE take the line's id; a product id still works where the product has one line, and is refused where it has several", async () => {
    const member = await createUser(db());
    const ring = await engravableRing();
    const plain = await createProduct(db(), { stock: 9 });
    await cartApi.add(member, { productId: plain.id, quantity: 1 });
    await cartApi.add(member, { productId: ring.id, variantId: ring.variants[0]?.id, personalization: "AJ" });
    const cart = await cartApi.add(member, {
      productId: ring.id,
      variantId: ring.variants[2]?.id,
      personalization: "AJ",
    });
    const [, sixLine, eightLine] = cart.body.data.items;

    expect((await cartApi.set(member, plain.id, { quantity: 4 })).body.data.items[0]?.quantity).toBe(4);
    const ambiguous = await cartApi.set(member, ring.id, { quantity: 2 });
    expect(ambiguous.status).toBe(409);
    expect(ambiguous.body.code).toBe("line_ambiguous");

    const set = await cartApi.set(member, sixLine?.id ?? "", { quantity: 2 });
    expect(set.body.data.items.map((line) => [line.id, line.quantity])).toEqual([
      [cart.body.data.items[0]?.id, 4],
      [sixLine?.id, 2],
      [eightLine?.id, 1],
    ]);
    const removed = await cartApi.remove(member, eightLine?.id ?? "");
    expect(removed.body.data.items.map((line) => line.id)).toEqual([cart.body.data.items[0]?.id, sixLine?.id]);
    // The ring has one line left: its product id names it again.
    expect((await cartApi.remove(member, ring.id)).body.data.items.map((line) => line.productId)).toEqual([plain.id]);
    expect((await cartApi.remove(member, "no-such-line")).status).toBe(404);
  });

  test("a draft, or a piece that went back to draft, is not in the cart", async () => {
    const member = await createUser(db());
    const draft = await createProduct(db(), { published: false });
    expect((await cartApi.add(member, { productId: draft.id })).status).toBe(404);
    const piece = await createProduct(db());
    await cartApi.add(member, { productId: piece.id });
    await db().product.update({ where: { id: piece.id }, data: { published: false } });
    expect((await cartApi.get(member)).body.data.items).toEqual([]);
  });
});
