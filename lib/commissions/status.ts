import "server-only";
import type { CustomRequestStatusName } from "@/lib/commissions/schemas";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CustomRequestStatus } from "@/lib/generated/prisma/enums";

// `expired` is derived, never stored: a quoted request whose live quote (the one not withdrawn) is past its
// expiresAt reads as expired from that instant, on every instance, without a job having to run at the right time.

/** A request's status as the admin and the API name it. */
export function requestStatusName(
  status: CustomRequestStatus,
  liveQuote: { expiresAt: Date } | null,
  now = new Date(),
): CustomRequestStatusName {
  if (status === "quoted" && (liveQuote === null || liveQuote.expiresAt <= now)) return "expired";
  return status;
}

/** The rows of one status name, `expired` included. */
export function whereStatus(status: CustomRequestStatusName, now = new Date()): Prisma.CustomRequestWhereInput {
  const live = { withdrawnAt: null, expiresAt: { gt: now } };
  if (status === "quoted") return { status: "quoted", quotes: { some: live } };
  if (status === "expired") return { status: "quoted", quotes: { none: live } };
  return { status };
}
