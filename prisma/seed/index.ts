import { createOrPromoteAdmin } from "@/lib/auth/admin-accounts";
import type { Db } from "@/lib/db";
import { demoCatalog } from "./catalog";
import { demoCollections } from "./collections";

export { demoCatalog, type DemoProduct } from "./catalog";
export { demoCollections, type DemoCollection } from "./collections";

/** Any fixed 64-bit key: it only has to differ from other advisory locks the app takes. */
const SEED_LOCK_KEY = 4_711_002_024;

// A few dozen inserts, one at a time: Prisma's default 5 s for the whole transaction is too short on a busy two-core
// machine (a bench starting beside other work), where it ended the seeding half-way.
const SEEDING = { timeout: 60_000 };

/**
 * Inserts the demo catalog and its demo collections into a shop that has never had a product (soft-deleted rows
 * count: a maker who cleared the demo pieces must not get them back on the next start). Idempotent. A shop seeded before
 * pieces had attributes got its demo pieces' from the migration that added them (20261206214234_jewelry_attributes),
 * which runs once, so a maker's later edits stand.
 */
export async function seedDemoCatalog(db: Db): Promise<{ created: number }> {
  return db.$transaction(async (tx) => {
    // Two instances starting together would both see an empty table; the lock makes the second wait and then see rows.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`;
    if ((await tx.product.count()) > 0) return { created: 0 };
    const now = Date.now();
    const ids = new Map<string, string>();
    for (const product of demoCatalog) {
      const { piece = {} } = product;
      const variants = piece.variants ?? [];
      // With sizes, the product's stock is theirs; a sold piece has none left, since the day it sold.
      const stock =
        piece.soldDaysAgo !== undefined
          ? 0
          : variants.length > 0
            ? variants.reduce((sum, variant) => sum + variant.stock, 0)
            : product.stock;
      const { id } = await tx.product.create({
        data: {
          name: product.name,
          description: product.description,
          priceCents: product.priceCents,
          category: product.category,
          stock,
          images: [...product.images],
          oneOfAKind: piece.oneOfAKind ?? false,
          soldAt: piece.soldDaysAgo === undefined ? null : new Date(now - piece.soldDaysAgo * 24 * 60 * 60 * 1000),
          leadTimeDays: piece.leadTimeDays ?? 0,
          variantName: variants.length > 0 ? (piece.variantName ?? null) : null,
          personalizationLabel: piece.personalization?.label ?? null,
          personalizationMaxLength: piece.personalization?.maxLength ?? null,
          personalizationRequired: piece.personalization?.required ?? false,
          ...product.attributes,
          variants: {
            create: variants.map((variant, position) => ({
              label: variant.label,
              stock: variant.stock,
              priceCents: variant.priceCents ?? null,
              position,
            })),
          },
        },
        select: { id: true },
      });
      ids.set(product.name, id);
    }
    for (const { pieces, ...collection } of demoCollections) {
      const productIds = pieces.flatMap((name) => ids.get(name) ?? []);
      await tx.collection.create({
        data: {
          ...collection,
          products: { create: productIds.map((productId, position) => ({ productId, position })) },
        },
      });
    }
    return { created: demoCatalog.length };
  }, SEEDING);
}

/**
 * Makes sure the shop has an administrator. With an admin already present nothing changes (so a
 * restart never resets a password the admin has since changed). Otherwise the account with this email
 * becomes ADMIN with this password, created if missing; emails match case-insensitively (citext).
 */
export async function ensureAdmin(
  db: Db,
  input: { email: string; password: string; name?: string },
): Promise<{ created: boolean; email: string }> {
  const existing = await db.user.findFirst({
    where: { role: "ADMIN" },
    orderBy: { createdAt: "asc" },
    select: { email: true },
  });
  if (existing) return { created: false, email: existing.email };

  const admin = await createOrPromoteAdmin(db, input);
  return { created: true, email: admin.email };
}
