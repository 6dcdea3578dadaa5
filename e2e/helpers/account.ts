import type { Page } from "@playwright/test";
import type { Db } from "../../lib/db-client";
import { createOrder } from "../../tests/factories/orders";
import { createUser } from "../../tests/factories/users";
import { signInWithToken } from "./session";

export type Member = Awaited<ReturnType<typeof createUser>>;

/** A new member, signed in in this browser context. */
export async function signedInMember(page: Page, db: Db, baseURL: string | undefined, name?: string): Promise<Member> {
  const member = await createUser(db, name ? { name } : {});
  await signInWithToken(page.context(), baseURL ?? "", member.accessToken);
  return member;
}

/** An address in the member's book, as the addresses API stores it; `isDefault` also makes it the default. */
export async function createAddressFor(
  db: Db,
  userId: string,
  input: {
    firstName: string;
    lastName?: string;
    line1: string;
    city: string;
    state: string;
    isDefault?: boolean;
    createdAt?: Date;
  },
) {
  const address = await db.address.create({
    data: {
      userId,
      firstName: input.firstName,
      lastName: input.lastName ?? "Okafor",
      addressLine1: input.line1,
      city: input.city,
      state: input.state,
      postalCode: "97201",
      phone: "503-555-0100",
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    },
  });
  if (input.isDefault) await db.user.update({ where: { id: userId }, data: { defaultAddressId: address.id } });
  return address;
}

/** One order of `status` for the member, placed on `createdAt`. */
export function orderFor(
  db: Db,
  member: Member,
  status: "pending" | "processing" | "shipped" | "delivered" | "cancelled",
  createdAt: Date,
  name = `${status} piece`,
) {
  return createOrder(db, {
    userId: member.id,
    email: member.email,
    status,
    createdAt,
    items: [{ name, images: [], unitPriceCents: 2_000, quantity: 1 }],
  });
}

/** On phones the account menu folds behind one button: open it before using a menu link. */
export async function openAccountMenu(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) await page.getByRole("navigation", { name: "Account" }).getByRole("button").click();
}
