import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import {
  consumeLinkToken,
  findLinkToken,
  issueLinkToken,
  issueLinkTokens,
  pruneExpiredLinkTokens,
} from "@/lib/link-tokens/tokens";
import { useTestDatabase } from "../support/database";

const HOUR = 3_600_000;

describe("link tokens (lib/link-tokens)", () => {
  useTestDatabase();

  test("each token is 32 fresh random bytes in base64url, and only its SHA-256 is stored, with its purpose and expiry", async () => {
    const now = new Date();
    const tokens = await issueLinkTokens(db, "newsletter_unsubscribe", ["s1", "s2", "s3"], HOUR, now);
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
    const rows = await db.linkToken.findMany({
      where: { subjectId: { in: ["s1", "s2", "s3"] } },
      orderBy: { subjectId: "asc" },
    });
    expect(rows.map((row) => row.tokenHash)).toEqual(
      tokens.map((token) => createHash("sha256").update(token).digest("hex")),
    );
    expect(
      rows.every((row) => row.purpose === "newsletter_unsubscribe" && row.expiresAt.getTime() === now.getTime() + HOUR),
    ).toBe(true);
  });

  test("a token opens only its own purpose, only before it expires; unknown ones open nothing", async () => {
    const token = await issueLinkToken(db, { purpose: "stock_alert_confirm", subjectId: "alert-1", validForMs: HOUR });
    expect(await findLinkToken("stock_alert_confirm", token)).toEqual({ subjectId: "alert-1" });
    expect(await findLinkToken("stock_alert_unsubscribe", token)).toBeNull();
    expect(await findLinkToken("stock_alert_confirm", `${token}x`)).toBeNull();
    expect(await findLinkToken("stock_alert_confirm", token, new Date(Date.now() + HOUR + 1000))).toBeNull();
    expect(await consumeLinkToken(db, "stock_alert_confirm", token, new Date(Date.now() + HOUR + 1000))).toBeNull();
  });

  test("of two uses at once exactly one gets the subject; after it the token opens nothing", async () => {
    const token = await issueLinkToken(db, { purpose: "newsletter_confirm", subjectId: "sub-1", validForMs: HOUR });
    const uses = await Promise.all([
      consumeLinkToken(db, "newsletter_confirm", token),
      consumeLinkToken(db, "newsletter_confirm", token),
      consumeLinkToken(db, "newsletter_confirm", token),
    ]);
    expect(uses.filter((use) => use !== null)).toEqual([{ subjectId: "sub-1" }]);
    expect(await findLinkToken("newsletter_confirm", token)).toBeNull();
  });

  test("pruning deletes expired tokens only", async () => {
    const past = new Date(Date.now() - 2 * HOUR);
    const expired = await issueLinkToken(db, {
      purpose: "newsletter_confirm",
      subjectId: "old",
      validForMs: HOUR,
      now: past,
    });
    const live = await issueLinkToken(db, { purpose: "newsletter_confirm", subjectId: "new", validForMs: HOUR });
    expect(await pruneExpiredLinkTokens()).toBeGreaterThanOrEqual(1);
    expect(await db.linkToken.count({ where: { tokenHash: createHash("sha256").update(expired).digest("hex") } })).toBe(
      0,
    );
    expect(await findLinkToken("newsletter_confirm", live)).toEqual({ subjectId: "new" });
  });
});
