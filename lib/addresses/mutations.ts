import "server-only";
import { toAddressDto, type AddressDto } from "@/lib/addresses/dto";
import { ADDRESS_NOT_FOUND, getAddressForUserOrThrow, listAddresses } from "@/lib/addresses/queries";
import { ADDRESS_LIMIT_CODE, ADDRESS_LIMIT_MESSAGE, MAX_ADDRESSES_PER_MEMBER } from "@/lib/addresses/limits";
import { ADDRESS_COUNTRY, type CreateAddressInput, type UpdateAddressInput } from "@/lib/addresses/schemas";
import { transaction, type Db } from "@/lib/db";
import { ConflictError, NotFoundError, UnauthorizedError } from "@/lib/errors";

type Tx = Pick<Db, "$queryRaw" | "address" | "user">;

/**
 * Locks the member's row for the rest of the transaction and answers their current default address id.
 * Every address change of one member runs one at a time, so two tabs adding a "first" address, or deleting the
 * default while another address is added, can never leave the member with no default or a stale one.
 */
async function lockMember(tx: Tx, userId: string): Promise<{ defaultAddressId: string | null }> {
  const rows = await tx.$queryRaw<{ default_address_id: string | null }[]>`
    SELECT default_address_id FROM users WHERE id = ${userId} FOR UPDATE`;
  const row = rows[0];
  // A valid token for an account that no longer exists: the same answer as GET /api/auth/me gives.
  if (!row) throw new UnauthorizedError();
  return { defaultAddressId: row.default_address_id };
}

type Columns = {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
};

// Overloaded so that a create's required fields stay required in the columns (and an update's stay optional).
function toColumns(input: CreateAddressInput): Columns;
function toColumns(input: UpdateAddressInput): Partial<Columns>;
function toColumns(input: UpdateAddressInput): Partial<Columns> {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    addressLine1: input.address_line_1,
    addressLine2: input.address_line_2,
    city: input.city,
    state: input.state,
    postalCode: input.postal_code,
    phone: input.phone,
  };
}

/** Saves a new address; the member's first address (or one sent with is_default_shipping) becomes the default. */
export async function createAddress(userId: string, input: CreateAddressInput): Promise<AddressDto> {
  return transaction(async (tx) => {
    const member = await lockMember(tx, userId);
    // Counted under the member's lock, so two tabs adding the 20th at once cannot make 21.
    if ((await tx.address.count({ where: { userId } })) >= MAX_ADDRESSES_PER_MEMBER)
      throw new ConflictError(ADDRESS_LIMIT_MESSAGE, ADDRESS_LIMIT_CODE);
    const address = await tx.address.create({
      data: { ...toColumns(input), userId, country: ADDRESS_COUNTRY },
    });
    const makeDefault = member.defaultAddressId === null || input.is_default_shipping === true;
    if (makeDefault) await tx.user.update({ where: { id: userId }, data: { defaultAddressId: address.id } });
    return toAddressDto(address, makeDefault ? address.id : member.defaultAddressId);
  });
}

/** Changes the fields sent (others keep their values); 404 for a missing address or another member's. */
export async function updateAddress(userId: string, id: string, input: UpdateAddressInput): Promise<AddressDto> {
  await transaction(async (tx) => {
    await lockMember(tx, userId);
    const { count } = await tx.address.updateMany({ where: { id, userId }, data: toColumns(input) });
    if (count === 0) throw new NotFoundError(ADDRESS_NOT_FOUND);
    if (input.is_default_shipping === true)
      await tx.user.update({ where: { id: userId }, data: { defaultAddressId: id } });
  });
  return getAddressForUserOrThrow(userId, id);
}

/**
 * Deletes one of the member's addresses and answers the addresses left (the default may have moved).
 * When the default is deleted, the most recently created remaining address becomes the default, so a member
 * with addresses always has one to preselect at checkout (docs/pages.md, Member checkout). Orders keep their own
 * snapshot of the address, and their link to it is cleared by the database (ON DELETE SET NULL), so an address
 * used by past orders can be deleted too.
 */
export async function deleteAddress(userId: string, id: string): Promise<AddressDto[]> {
  await transaction(async (tx) => {
    const member = await lockMember(tx, userId);
    const { count } = await tx.address.deleteMany({ where: { id, userId } });
    if (count === 0) throw new NotFoundError(ADDRESS_NOT_FOUND);
    if (member.defaultAddressId !== id) return;
    const newest = await tx.address.findFirst({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    // default_address_id was already cleared by ON DELETE SET NULL; only a remaining address needs writing.
    if (newest) await tx.user.update({ where: { id: userId }, data: { defaultAddressId: newest.id } });
  });
  return listAddresses(userId);
}

/** Makes one of the member's addresses the default shipping address; 404 for another member's id. */
export async function setDefaultAddress(userId: string, id: string): Promise<AddressDto> {
  await transaction(async (tx) => {
    await lockMember(tx, userId);
    const owned = await tx.address.findFirst({ where: { id, userId }, select: { id: true } });
    if (!owned) throw new NotFoundError(ADDRESS_NOT_FOUND);
    await tx.user.update({ where: { id: userId }, data: { defaultAddressId: id } });
  });
  return getAddressForUserOrThrow(userId, id);
}

/**
 * Deletes every address of a member inside the account deletion's transaction (lib/account-deletion); the default
 * goes first, as the address book owns that column too.
 */
export async function removeMemberAddresses(tx: Pick<Db, "address" | "user">, userId: string): Promise<void> {
  await tx.user.updateMany({ where: { id: userId }, data: { defaultAddressId: null } });
  await tx.address.deleteMany({ where: { userId } });
}
