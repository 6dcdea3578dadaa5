import { describe, expect, test } from "vitest";
import { listMenuCategories, orderMenuCategories } from "@/lib/catalog/header";
import { createProduct } from "../factories/products";
import { useTestDatabase } from "../support/database";

describe("the header's Shop menu categories", () => {
  const database = useTestDatabase();

  test("lists each category on sale once: the admin form's five first, in their order, then others A–Z", async () => {
    const db = database.client();
    for (const category of ["Rings", "Zodiac", "Necklaces", "Anklets", "Custom", "Necklaces", "Earrings", "Bracelets"]) {
      await createProduct(db, { category });
    }
    await createProduct(db, { category: "Brooches" }).then((product) =>
      db.product.update({ where: { id: product.id }, data: { deletedAt: new Date() } }),
    );

    expect(await listMenuCategories()).toEqual([
      "Necklaces",
      "Bracelets",
      "Earrings",
      "Rings",
      "Custom",
      "Anklets",
      "Zodiac",
    ]);
  });

  test("case variants of one name appear once and blank names not at all", () => {
    expect(orderMenuCategories(["rings", "Rings", " ", "custom", "beads"])).toEqual(["rings", "custom", "beads"]);
  });
});
