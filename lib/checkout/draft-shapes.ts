import "server-only";
import { z } from "zod";
import { shippingAddressSnapshotSchema, type ShippingAddressSnapshot } from "@/lib/orders/dto";

// What a checkout draft stores in its JSON columns, and how it is read back: the order is built from these,
// never from anything the client sends after the payment intent exists.

/** One line of a draft, at the database's price when the intent was created. */
const draftItemSchema = z.object({
  productId: z.string(),
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
