import "server-only";

// Reads the code Prisma puts on its known request errors, for the races a domain turns into its own answer.

function prismaCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined;
}

/** A unique index refused the row (Prisma's P2002): a concurrent request wrote the same key first. */
export function isUniqueViolation(error: unknown): boolean {
  return prismaCode(error) === "P2002";
}

/** The row to update or delete was gone (Prisma's P2025): a concurrent request changed or removed it first. */
export function isRecordNotFound(error: unknown): boolean {
  return prismaCode(error) === "P2025";
}
