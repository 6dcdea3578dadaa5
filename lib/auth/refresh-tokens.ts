import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db, transaction, type Db } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/enums";
import { UnauthorizedError } from "@/lib/errors";

/** A session (a refresh family) ends 30 days after sign-in however often it is refreshed. */
const REFRESH_FAMILY_TTL_DAYS = 30;

/**
 * Live sessions an account keeps: every browser and device a person uses, many times over. A sign-in past it ends
 * the oldest, so a loop of sign-ins cannot grow the table without end.
 */
export const LIVE_FAMILIES_PER_ACCOUNT = 20;

type IssuedRefreshToken = { refreshToken: string; expiresAt: Date; familyId: string };
type RotatedRefreshToken = IssuedRefreshToken & { userId: string; role: Role; sessionVersion: number };

/** 256 random bits; only its hash is stored, so the table alone cannot be replayed. */
function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function invalidRefreshToken(): UnauthorizedError {
  return new UnauthorizedError("Invalid or expired refresh token", "invalid_refresh_token");
}

/**
 * Starts a new session for the user: a family with its first token. Past LIVE_FAMILIES_PER_ACCOUNT live ones, the
 * oldest end. Two sign-ins at once each revoke what lies past the limit after their own family was written, so the
 * later of the two leaves the limit kept.
 */
export async function startRefreshFamily(userId: string): Promise<IssuedRefreshToken> {
  const refreshToken = newRefreshToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + REFRESH_FAMILY_TTL_DAYS * 24 * 60 * 60 * 1000);
  const family = await db.refreshTokenFamily.create({
    data: { userId, expiresAt, tokens: { create: { tokenHash: hashRefreshToken(refreshToken) } } },
    select: { id: true },
  });
  const beyond = await db.refreshTokenFamily.findMany({
    where: { userId, revokedAt: null, expiresAt: { gt: now } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: LIVE_FAMILIES_PER_ACCOUNT,
    select: { id: true },
  });
  if (beyond.length > 0) {
    await db.refreshTokenFamily.updateMany({
      where: { id: { in: beyond.map(({ id }) => id) }, revokedAt: null },
      data: { revokedAt: now, revokedReason: "session_limit" },
    });
  }
  return { refreshToken, expiresAt, familyId: family.id };
}

/**
 * Deletes the sessions that can never be renewed again, expired or revoked, with their tokens (run hourly from the
 * background loop). A token of one presented later is unknown, and answered as a revoked one is: 401.
 */
export async function pruneRefreshFamilies(now: Date = new Date()): Promise<number> {
  const removed = await db.refreshTokenFamily.deleteMany({
    where: { OR: [{ expiresAt: { lte: now } }, { revokedAt: { not: null } }] },
  });
  return removed.count;
}

async function revokeRefreshFamily(familyId: string, reason: string): Promise<void> {
  await db.refreshTokenFamily.updateMany({
    where: { id: familyId, revokedAt: null },
    data: { revokedAt: new Date(), revokedReason: reason },
  });
}

/** Ends every session of the user (password change); pass a transaction to make it part of one. */
export async function revokeAllRefreshFamilies(
  userId: string,
  reason: string,
  client: Pick<Db, "refreshTokenFamily"> = db,
): Promise<void> {
  await client.refreshTokenFamily.updateMany({
    where: { userId, revokedAt: null },
    data: { revokedAt: new Date(), revokedReason: reason },
  });
}

/** Ends the member's session `familyId` (logout with an access token alone); another member's is left alone. */
export async function revokeFamilyOfMember(userId: string, familyId: string, reason: string): Promise<void> {
  await db.refreshTokenFamily.updateMany({
    where: { id: familyId, userId, revokedAt: null },
    data: { revokedAt: new Date(), revokedReason: reason },
  });
}

/** Ends the session the token belongs to (logout) and answers whose it was; unknown tokens are ignored. */
export async function revokeFamilyOfToken(token: string, reason: string): Promise<string | null> {
  const found = await db.refreshToken.findUnique({
    where: { tokenHash: hashRefreshToken(token) },
    select: { familyId: true, family: { select: { userId: true } } },
  });
  if (!found) return null;
  await revokeRefreshFamily(found.familyId, reason);
  return found.family.userId;
}

/**
 * Exchanges a refresh token for the next one of its family, and reports the user's role as the database has
 * it now. A token that was already exchanged is being replayed (stolen, or a copy left behind): the whole
 * family is revoked, which also kills the newest token, and the answer is 401.
 */
export async function rotateRefreshToken(token: string): Promise<RotatedRefreshToken> {
  const found = await db.refreshToken.findUnique({
    where: { tokenHash: hashRefreshToken(token) },
    include: { family: { include: { user: { select: { id: true, role: true, sessionVersion: true } } } } },
  });
  if (!found) throw invalidRefreshToken();
  const { family } = found;
  if (family.revokedAt || family.expiresAt <= new Date()) throw invalidRefreshToken();
  if (found.spentAt) {
    await revokeRefreshFamily(family.id, "reuse");
    throw invalidRefreshToken();
  }
  const next = newRefreshToken();
  const rotated = await transaction(async (tx) => {
    // Conditional on spentAt still being null: of two concurrent exchanges of one token, only one wins.
    const spent = await tx.refreshToken.updateMany({
      where: { id: found.id, spentAt: null },
      data: { spentAt: new Date() },
    });
    if (spent.count === 0) return false;
    await tx.refreshToken.create({ data: { familyId: family.id, tokenHash: hashRefreshToken(next) } });
    return true;
  });
  if (!rotated) {
    await revokeRefreshFamily(family.id, "reuse");
    throw invalidRefreshToken();
  }
  const { user } = family;
  return {
    refreshToken: next,
    expiresAt: family.expiresAt,
    familyId: family.id,
    userId: user.id,
    role: user.role,
    sessionVersion: user.sessionVersion,
  };
}
