import { describe, expect, test } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import { demoCatalog, demoCollections, ensureAdmin, seedDemoCatalog } from "@/prisma/seed";
import { createProduct } from "../factories/products";
import { useTestDatabase } from "../support/database";

describe("seeding a fresh shop", () => {
  const database = useTestDatabase();

  test("the demo catalogue goes into an empty database once, however often start runs", async () => {
    const db = database.client();
    const first = await seedDemoCatalog(db);
    expect(first.created).toBe(demoCatalog.length);
    const [second, third] = await Promise.all([seedDemoCatalog(db), seedDemoCatalog(db)]);
    expect(second.created + third.created).toBe(0);
    expect(await db.product.count()).toBe(demoCatalog.length);
    const stored = await db.product.findFirstOrThrow({ where: { name: demoCatalog[0]?.name } });
    expect(stored.priceCents).toBe(demoCatalog[0]?.priceCents);
    expect(stored.images).toEqual(demoCatalog[0]?.images);
  });

  test("the demo collections go in with every one of their demo pieces, in their order", async () => {
    const db = database.client();
    await seedDemoCatalog(db);
    const stored = await db.collection.findMany({
      include: { products: { orderBy: { position: "asc" }, include: { product: { select: { name: true } } } } },
      orderBy: { slug: "asc" },
    });
    expect(stored.map((collection) => collection.slug)).toEqual(["birthstones", "bridal", "under-40"]);
    for (const collection of stored) {
      const demo = demoCollections.find((candidate) => candidate.slug === collection.slug);
      expect(collection.products.map((item) => item.product.name)).toEqual(demo?.pieces);
    }
  });

  test("every demo piece goes in with its attributes", async () => {
    const db = database.client();
    await seedDemoCatalog(db);
    expect(
      await db.product.findFirstOrThrow({
        where: { name: "Garnet Bezel Studs" },
        select: { materials: true, metal: true, stones: true, colors: true, gender: true, ageGroup: true, care: true },
      }),
    ).toEqual({
      materials: ["Sterling silver", "Garnet"],
      metal: "sterling-silver",
      stones: ["Garnet"],
      colors: ["Red", "Silver"],
      gender: "unisex",
      ageGroup: "adult",
      care: "Sterling silver darkens in air: keep it in its pouch, away from damp, and rub it bright with a soft polishing cloth. Take it off to swim or shower.",
    });
    expect(await db.product.count({ where: { colors: { isEmpty: true } } })).toBe(0);
  });

  test("the demo catalogue shows every kind of piece: sizes, lengths priced apart, engraving, made to order, one of a kind and sold", async () => {
    const db = database.client();
    await seedDemoCatalog(db);
    const products = await db.product.findMany({ include: { variants: true } });
    const rings = products.filter((product) => product.variantName === "Ring size");
    expect(rings.length).toBeGreaterThanOrEqual(2);
    expect(rings.every((ring) => ring.stock === ring.variants.reduce((sum, variant) => sum + variant.stock, 0))).toBe(
      true,
    );
    const lengths = products.filter((product) => product.variantName === "Length");
    expect(
      lengths.some((necklace) =>
        necklace.variants.some((variant) => variant.priceCents !== null && variant.priceCents > necklace.priceCents),
      ),
    ).toBe(true);
    expect(products.filter((product) => product.personalizationLabel !== null).length).toBeGreaterThanOrEqual(2);
    expect(products.filter((product) => product.leadTimeDays > 0).length).toBeGreaterThanOrEqual(3);
    const unique = products.filter((product) => product.oneOfAKind);
    expect(unique.filter((piece) => piece.stock === 0 && piece.soldAt !== null).length).toBeGreaterThanOrEqual(2);
    expect(unique.filter((piece) => piece.stock > 0 && piece.soldAt === null).length).toBeGreaterThanOrEqual(1);
  });

  test("an admin is created only while the shop has none, and keeps the password they chose", async () => {
    const db = database.client();
    const first = await ensureAdmin(db, { email: "Maker@Example.com", password: "First-Pass1!" });
    expect(first).toEqual({ created: true, email: "Maker@Example.com" });
    const again = await ensureAdmin(db, { email: "other@example.com", password: "Second-Pass2!" });
    expect(again).toEqual({ created: false, email: "Maker@Example.com" });

    const admins = await db.user.findMany({
      where: { role: "ADMIN" },
      select: { email: true, passwordHash: true, emailVerifiedAt: true },
    });
    expect(admins).toHaveLength(1);
    expect(await verifyPassword("First-Pass1!", admins[0]?.passwordHash ?? "")).toBe(true);
    expect(admins[0]?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await db.user.count({ where: { email: "other@example.com" } })).toBe(0);
  });
});

describe("seeding a shop that already has products", () => {
  const database = useTestDatabase();

  test("leaves the maker's catalogue alone, even when every piece was deleted", async () => {
    const db = database.client();
    const piece = await createProduct(db, { name: "The maker's own piece" });
    await db.product.update({ where: { id: piece.id }, data: { deletedAt: new Date() } });
    expect(await seedDemoCatalog(db)).toEqual({ created: 0 });
    expect(await db.product.count()).toBe(1);
  });
});
