import "server-only";
import { dateIn, type CalendarDate } from "@/lib/calendar";
import { db } from "@/lib/db";
import type { DiscountTerms } from "@/lib/discounts/rules";
import type { CreateDiscountCodeInput } from "@/lib/discounts/schemas";
import { codeWindow } from "@/lib/discounts/window";
import { env } from "@/lib/env";
import { ConflictError, NotFoundError } from "@/lib/errors";
import type { DiscountCode } from "@/lib/generated/prisma/client";
import { isUniqueViolation } from "@/lib/db-errors";

/** A code as the admin sees it; amounts in cents (dollars in the API's answer). */
export type DiscountCodeDto = Omit<DiscountTerms, "redemptionCount"> & {
  id: string;
  code: string;
  oncePerEmail: boolean;
  membersOnly: boolean;
  redemptions: number;
  createdAt: Date;
};

// Every column but the edit time is the admin's to see, the count under the name the API gives it.
function toDto({ redemptionCount, updatedAt: _updatedAt, ...row }: DiscountCode): DiscountCodeDto {
  return { ...row, redemptions: redemptionCount };
}

/**
 * A new code, active at once; its days counted whole in the shop's time zone. 400 naming endsAt when it does not end
 * after it starts; 409 `code_taken` when the code exists in any case.
 */
export async function createDiscountCode(input: CreateDiscountCodeInput): Promise<DiscountCodeDto> {
  const { startsAt, endsAt } = codeWindow(input, env().SHOP_TIME_ZONE);
  try {
    const row = await db.discountCode.create({
      data: {
        code: input.code,
        percentOff: input.percentOff ?? null,
        amountOffCents: input.amountOffCents ?? null,
        minSubtotalCents: input.minSubtotalCents ?? null,
        startsAt,
        endsAt,
        maxRedemptions: input.maxRedemptions ?? null,
        oncePerEmail: input.oncePerEmail,
        membersOnly: input.membersOnly,
      },
    });
    return toDto(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(`The code ${input.code} already exists.`, "code_taken");
    throw error;
  }
}

/** Every code, newest first, with how many orders used it. */
export async function listDiscountCodes(): Promise<DiscountCodeDto[]> {
  const rows = await db.discountCode.findMany({ orderBy: { createdAt: "desc" } });
  return rows.map(toDto);
}

/** A code as the dashboard lists it: with its first and last day in the shop's calendar, as the maker set them. */
export type DiscountCodeRow = DiscountCodeDto & { firstDay: CalendarDate | null; lastDay: CalendarDate | null };

/**
 * Every code for the dashboard; the last day is the one its end closes (a code ending at midnight ends the day before).
 */
export async function listDiscountCodesForDashboard(): Promise<DiscountCodeRow[]> {
  const zone = env().SHOP_TIME_ZONE;
  return (await listDiscountCodes()).map((code) => ({
    ...code,
    firstDay: code.startsAt ? dateIn(zone, code.startsAt) : null,
    lastDay: code.endsAt ? dateIn(zone, new Date(code.endsAt.getTime() - 1)) : null,
  }));
}

/** Switches a code on or off; a code switched off is refused at checkout and at the order's writing. */
export async function setDiscountCodeActive(id: string, active: boolean): Promise<DiscountCodeDto> {
  const updated = await db.discountCode.updateManyAndReturn({ where: { id }, data: { active } });
  const row = updated[0];
  if (!row) throw new NotFoundError("Discount code not found");
  return toDto(row);
}
