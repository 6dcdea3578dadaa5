import sharp from "sharp";
import { issueLinkToken } from "@/lib/link-tokens/tokens";
import type { Db } from "../../lib/db-client";
import type { OrderStatus, PaymentStatus } from "../../lib/generated/prisma/enums";
import { createOrder } from "../factories/orders";
import { PLANTED_EXIF_TEXT } from "../factories/photos";

export const DAY_MS = 24 * 60 * 60 * 1000;

type Piece = { id: string; name: string; images: string[] };

/**
 * An order of `pieces` marked delivered at `deliveredAt`, with the status event the desk writes when it is (the
 * invitation reads when delivery happened from it). `status` and `paymentStatus` let a test spoil it afterwards.
 */
export async function deliveredOrder(
  db: Db,
  input: {
    email: string;
    pieces: readonly Piece[];
    deliveredAt: Date;
    userId?: string;
    variantLabel?: string;
    status?: OrderStatus;
    paymentStatus?: PaymentStatus;
  },
) {
  const order = await createOrder(db, {
    email: input.email,
    userId: input.userId,
    status: input.status ?? "delivered",
    paymentStatus: input.paymentStatus ?? "captured",
    items: input.pieces.map((product) => ({
      product,
      unitPriceCents: 4_500,
      quantity: 1,
      variantName: input.variantLabel ? "Ring size" : null,
      variantLabel: input.variantLabel ?? null,
    })),
  });
  await db.orderEvent.create({
    data: {
      orderId: order.id,
      at: input.deliveredAt,
      actor: "maker@example.test",
      type: "status",
      from: "shipped",
      to: "delivered",
    },
  });
  return order;
}

/** The review link's token in a mail's text. */
export function reviewTokenIn(text: string): string {
  const token = /\/reviews\/new\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no review link in: ${text}`);
  return token;
}

/** A review link for the order, as the invitation issues it (`validForMs` to make one that has run out). */
export function reviewLinkFor(db: Db, orderId: string, validForMs = 60 * DAY_MS, now = new Date()): Promise<string> {
  return issueLinkToken(db, { purpose: "review", subjectId: orderId, validForMs, now });
}

/** A phone's JPEG of `width` × `height` whose EXIF carries a camera, the planted text and GPS coordinates. */
export async function photoWithGps(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: "#b08d57" } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Pocket 12", ImageDescription: PLANTED_EXIF_TEXT },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "45/1 31/1 2316/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "122/1 40/1 3540/100",
      },
    })
    .toBuffer();
  const bytes = new Uint8Array(jpeg.byteLength);
  bytes.set(jpeg);
  return bytes;
}
