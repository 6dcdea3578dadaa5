import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { db, type Db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * What a mailed link opens. A token works only for its own purpose, so a leaked unsubscribe link can never confirm
 * anything. Each kind of link adds its purpose here.
 */
export type LinkTokenPurpose =
  | "stock_alert_confirm"
  | "stock_alert_unsubscribe"
  | "newsletter_confirm"
  | "newsletter_unsubscribe"
  | "order_view"
  | "custom_quote"
  | "review"
  | "review_unsubscribe";

/** 32 random bytes: 256 bits, far past the 128 that make guessing hopeless. */
const TOKEN_BYTES = 32;

export type LinkTokenWriter = Pick<Db, "linkToken">;

type Issue = { purpose: LinkTokenPurpose; subjectId: string; validForMs: number; now?: Date };

/** The stored form of a token: its SHA-256. A token is random and long, so no salt or slow hash is needed. */
export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** A token's row before it is written: the token itself is never stored. */
export type LinkTokenRow = {
  id: string;
  tokenHash: string;
  purpose: LinkTokenPurpose;
  subjectId: string;
  expiresAt: Date;
  createdAt: Date;
};

/** A fresh token and the row that stores it, for a caller that writes the row in a statement of its own. */
export function newLinkTokenRow(
  purpose: LinkTokenPurpose,
  subjectId: string,
  validForMs: number,
  now = new Date(),
): { token: string; row: LinkTokenRow } {
  const token = newToken();
  return {
    token,
    row: {
      id: randomUUID(),
      tokenHash: hashLinkToken(token),
      purpose,
      subjectId,
      expiresAt: new Date(now.getTime() + validForMs),
      createdAt: now,
    },
  };
}

/**
 * The INSERT of a token's row that writes it only if `guard` (a WITH clause's name, lib/email/outbox.ts's
 * changeAndEnqueue) has rows: the link is stored by the very statement that queues its mail, or not at all.
 */
export function insertLinkTokenIf(row: LinkTokenRow, guard: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`INSERT INTO link_tokens (id, token_hash, purpose, subject_id, expires_at, created_at)
    SELECT ${row.id}, ${row.tokenHash}, ${row.purpose}, ${row.subjectId}, ${row.expiresAt}, ${row.createdAt} WHERE EXISTS (SELECT 1 FROM ${guard})`;
}

/** Issues one token for a link (inside the caller's transaction); answers the token, which is never stored. */
export async function issueLinkToken(writer: LinkTokenWriter, issue: Issue): Promise<string> {
  const [token] = await issueLinkTokens(writer, issue.purpose, [issue.subjectId], issue.validForMs, issue.now);
  if (token === undefined) throw new Error("issueLinkTokens answered no token for one subject");
  return token;
}

/** Issues one token per subject in one statement (a newsletter to every subscriber); answers them in order. */
export async function issueLinkTokens(
  writer: LinkTokenWriter,
  purpose: LinkTokenPurpose,
  subjectIds: readonly string[],
  validForMs: number,
  now = new Date(),
): Promise<string[]> {
  const expiresAt = new Date(now.getTime() + validForMs);
  const tokens = subjectIds.map(() => newToken());
  await writer.linkToken.createMany({
    data: subjectIds.map((subjectId, index) => ({
      tokenHash: hashLinkToken(tokens[index] ?? ""),
      purpose,
      subjectId,
      expiresAt,
      createdAt: now,
    })),
  });
  return tokens;
}

/**
 * The subject a token of this purpose opens, while it is unexpired and unused; null otherwise. Unknown, expired, used
 * and wrong-purpose tokens all answer null after the same work (one hash, one indexed read), so none can be told apart.
 */
export async function findLinkToken(
  purpose: LinkTokenPurpose,
  token: string,
  now = new Date(),
): Promise<{ subjectId: string } | null> {
  return db.linkToken.findFirst({
    where: { tokenHash: hashLinkToken(token), purpose, usedAt: null, expiresAt: { gt: now } },
    select: { subjectId: true },
  });
}

/**
 * Uses a single-use token: one conditional update, so of two clicks at once exactly one gets the subject; the other,
 * like an unknown or expired token, gets null. Pass the transaction that acts on the subject, so both commit together.
 */
export async function consumeLinkToken(
  writer: LinkTokenWriter,
  purpose: LinkTokenPurpose,
  token: string,
  now = new Date(),
): Promise<{ subjectId: string } | null> {
  const [used] = await writer.linkToken.updateManyAndReturn({
    where: { tokenHash: hashLinkToken(token), purpose, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
    select: { subjectId: true },
  });
  return used ?? null;
}

/** Deletes tokens that expired: their links open nothing, and the rows would only grow. Answers how many went. */
export async function pruneExpiredLinkTokens(now = new Date()): Promise<number> {
  const { count } = await db.linkToken.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
