import { beforeAll, describe, expect, test } from "vitest";
import { sendLowStockDigest } from "@/lib/digest/low-stock-digest";
import { createProduct } from "../factories/products";
import { createAdmin, createUser } from "../factories/users";
import { useTestDatabase } from "../support/database";

// The shop's time zone is Los Angeles (the default), eight hours behind UTC in March; the digest hour is 8 (default).
const at = (day: string, time: string) => new Date(`${day}T${time}-08:00`);

describe("the admins' daily low-stock digest", () => {
  const database = useTestDatabase();
  const db = () => database.client();
  const admins: string[] = [];
  let pendant = "";
  let bangle = "";

  const digestMails = () =>
    db().emailOutbox.findMany({
      where: { dedupeKey: { startsWith: "low-stock-digest:" } },
      orderBy: [{ createdAt: "asc" }, { to: "asc" }],
    });

  beforeAll(async () => {
    admins.push(
      (await createAdmin(db(), { email: "maker@atelier.test" })).email,
      (await createAdmin(db(), { email: "helper@atelier.test" })).email,
    );
    await createUser(db(), { email: "member@atelier.test" });
    pendant = (await createProduct(db(), { name: "Pearl Pendant", stock: 1 })).id;
    bangle = (await createProduct(db(), { name: "Copper Bangle", stock: 0 })).id;
    await createProduct(db(), { name: "Silver Hoops", stock: 5 });
    await createProduct(db(), { name: "Sold Brooch", stock: 0, oneOfAKind: true, soldAt: new Date() });
    await createProduct(db(), { name: "Draft Cuff", stock: 0, published: false });
    await createProduct(db(), {
      name: "Stacking Ring",
      variantName: "Ring size",
      variants: [
        { label: "6", stock: 0 },
        { label: "7", stock: 4 },
      ],
    });
  });

  test("nothing before the hour in the shop's time zone", async () => {
    expect(await sendLowStockDigest(at("2026-03-02", "07:59:00"))).toEqual({ sent: false, reason: "before the hour" });
    expect(await db().lowStockDigest.count()).toBe(0);
    expect(await digestMails()).toEqual([]);
  });

  test("from the hour, one mail to each admin listing every piece and size at or under the threshold, sold and draft pieces aside", async () => {
    expect(await sendLowStockDigest(at("2026-03-02", "08:00:00"))).toEqual({
      sent: true,
      day: "2026-03-02",
      changed: 3,
      admins: 2,
    });
    const mails = await digestMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual([...admins].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe("Running low: 3 pieces at 1 or fewer");
      expect(mail.text).toContain(
        [
          "- Copper Bangle: out of stock",
          "- Pearl Pendant: 1 left",
          "- Stacking Ring (Ring size: 6): out of stock",
        ].join("\n"),
      );
      expect(mail.text).toContain("http://localhost:3000/admin?availability=low");
      expect(mail.html).toContain("Stacking Ring<br><span");
    }
    // Later the same day: done already.
    expect(await sendLowStockDigest(at("2026-03-02", "17:30:00"))).toEqual({
      sent: false,
      reason: "already done today",
    });
    expect(await digestMails()).toHaveLength(2);
  });

  test("a day when nothing changed sends nothing", async () => {
    expect(await sendLowStockDigest(at("2026-03-03", "09:00:00"))).toEqual({
      sent: false,
      day: "2026-03-03",
      changed: 0,
      admins: 2,
    });
    expect(await digestMails()).toHaveLength(2);
  });

  test("the next digest lists only what changed, once, however many processes run it at the same moment", async () => {
    await db().product.update({ where: { id: pendant }, data: { stock: 0 } });
    await db().product.update({ where: { id: bangle }, data: { stock: 1 } });

    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => sendLowStockDigest(at("2026-03-04", "08:10:00"))),
    );
    expect(outcomes.filter((outcome) => outcome.sent)).toEqual([
      { sent: true, day: "2026-03-04", changed: 2, admins: 2 },
    ]);
    const mails = (await digestMails()).slice(2);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toBe("Running low: 2 pieces at 1 or fewer");
      expect(mail.text).toContain(["- Copper Bangle: 1 left", "- Pearl Pendant: out of stock"].join("\n"));
      expect(mail.text).not.toContain("Stacking Ring");
    }
  });
});
