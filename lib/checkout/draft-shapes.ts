import "server-only";
import { z } from "zod";
import { shippingAddressSnapshotSchema, type ShippingAddressSnapshot } from "@/lib/orders/dto";

// What a checkout draft stores in its JSON columns, and how it is read back: the order is built from these,
// never from anything the client sends after the payment intent exists.

/**
 * One line of a draft, at the database's price when the intent was created: the piece as chosen (its size or length,
 * the buyer's text) and how long it takes to make. Drafts written before pieces had these read them as none.
 * A commission's line (custom) is the quote's: no product, no stock, its price fixed by the quote.
 */
const draftItemSchema = z.object({
  /** Null for a commission's custom line, which no product stands behind. */
  productId: z.string().nullable(),
  /** A commission paid through its quote: the quote's description and price, made in its lead time. */
  custom: z.boolean().default(false),
  variantId: z.string().nullable().default(null),
  variantName: z.string().nullable().default(null),
  variantLabel: z.string().nullable().default(null),
  personalization: z.string().default(""),
  leadTimeDays: z.number().int().nonnegative().default(0),
  name: z.string(),
  images: z.array(z.string()),
  unitPriceCents: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
});
export type DraftItem = z.infer<typeof draftItemSchema>;

/** A shipping address as orders keep it: the snapshot shape lib/orders/dto.ts reads back. */
export type AddressSnapshot = ShippingAddressSnapshot;

/** The draft's lines; a row that does not parse is a bug (only this module writes them), so it throws. */
export function readDraftItems(value: unknown): DraftItem[] {
  return z.array(draftItemSchema).min(1).parse(value);
}

export function readAddressSnapshot(value: unknown): AddressSnapshot {
  return shippingAddressSnapshotSchema.parse(value);
}
