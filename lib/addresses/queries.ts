import "server-only";
import { toAddressDto, type AddressDto } from "@/lib/addresses/dto";
import { db } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";

/** The answer for a missing address and for another member's: the same, so ids cannot be probed. */
export const ADDRESS_NOT_FOUND = "Address not found";

// Newest first; the id breaks ties between addresses saved in the same instant, so the list never reshuffles.
const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** The member's addresses: the default first, then the newest first. */
export async function listAddresses(userId: string): Promise<AddressDto[]> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { defaultAddressId: true, addresses: { orderBy: NEWEST_FIRST } },
  });
  if (!user) return [];
  const dtos = user.addresses.map((address) => toAddressDto(address, user.defaultAddressId));
  return [...dtos.filter((dto) => dto.is_default_shipping), ...dtos.filter((dto) => !dto.is_default_shipping)];
}

/** One of the member's addresses, or a 404 "Address not found" (also for another member's id). */
export async function getAddressForUserOrThrow(userId: string, id: string): Promise<AddressDto> {
  const address = await db.address.findFirst({
    where: { id, userId },
    include: { user: { select: { defaultAddressId: true } } },
  });
  if (!address) throw new NotFoundError(ADDRESS_NOT_FOUND);
  return toAddressDto(address, address.user.defaultAddressId);
}

/**
 * The saved address an order is about to point to, if it still exists, held (KEY SHARE) in the caller's transaction
 * so that it cannot be deleted before the order commits; null when it is gone (the order keeps its own snapshot).
 */
export async function holdAddress(tx: Pick<typeof db, "$queryRaw">, id: string): Promise<string | null> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM addresses WHERE id = ${id} FOR KEY SHARE`;
  return rows[0]?.id ?? null;
}

export type AddressSummary = { count: number; defaultAddress: AddressDto | null };

/** What the account overview shows: how many addresses the member has and the default one (or null). */
export async function getAddressSummary(userId: string): Promise<AddressSummary> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { defaultAddressId: true, defaultAddress: true, _count: { select: { addresses: true } } },
  });
  if (!user) return { count: 0, defaultAddress: null };
  return {
    count: user._count.addresses,
    defaultAddress: user.defaultAddress ? toAddressDto(user.defaultAddress, user.defaultAddressId) : null,
  };
}
