import { describe, expect, test } from "vitest";
import { listAdminProducts } from "@/lib/catalog/admin";
import { useTestDatabase } from "../support/database";
import { createProduct } from "../factories/products";

describe("the admin dashboard's product list", () => {
  const database = useTestDatabase();

  test("lists every product on sale, beyond the shop's 100, newest first, and never a deleted one", async () => {
    const start = Date.UTC(2026, 0, 1);
    const minutes = (n: number) => new Date(start + n * 60_000);
    // 105 pieces, the nth created n minutes after the start; two deleted ones among them.
    const created = await Promise.all(
      Array.from({ length: 105 }, (_, n) => createProduct(database.client(), { name: `Piece ${n}`, createdAt: minutes(n) })),
    );
    await createProduct(database.client(), { name: "Retired Newest", createdAt: minutes(500), deletedAt: minutes(501) });
    await createProduct(database.client(), { name: "Retired Oldest", createdAt: minutes(-5), deletedAt: minutes(1) });

    const listed = await listAdminProducts();

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

    const [newest] = await listAdminProducts();

    expect(newest).toEqual({
      id: row.id,
      name: "Garnet Drop Earrings",
      description: row.description,
      priceCents: 3_275,
      category: "Earrings",
      stock: 0,
      inStock: false,
      imageUrl: "/uploads/first.png",
      images: ["/uploads/first.png", "/uploads/second.png"],
    });
  });
});
