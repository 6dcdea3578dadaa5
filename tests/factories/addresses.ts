import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db-client";

export type AddressInput = {
  firstName?: string;
  lastName?: string;
  addressLine1?: string;
  addressLine2?: string | null;
  city?: string;
  state?: string;
  postalCode?: string;
  phone?: string;
  /** For tests about ordering: when the address was saved. */
  createdAt?: Date;
  /** Make it the member's default; by default it becomes the default only when the member has none, as in the shop. */
  makeDefault?: boolean;
};

/** One of the member's addresses (a row), with recognisable defaults; override what a test cares about. */
export async function createAddress(db: Db, userId: string, input: AddressInput = {}) {
  const tag = randomUUID().slice(0, 6);
  const address = await db.address.create({
    data: {
      userId,
      firstName: input.firstName ?? "Ada",
      lastName: input.lastName ?? `Tester ${tag}`,
      addressLine1: input.addressLine1 ?? `${tag.length * 7} Factory Lane`,
      addressLine2: input.addressLine2 === undefined ? null : input.addressLine2,
      city: input.city ?? "Portland",
      state: input.state ?? "OR",
      postalCode: input.postalCode ?? "97201",
      phone: input.phone ?? "503-555-0134",
      country: "US",
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    },
  });
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { defaultAddressId: true } });
  if (input.makeDefault ?? user.defaultAddressId === null) {
    await db.user.update({ where: { id: userId }, data: { defaultAddressId: address.id } });
  }
  return address;
}
