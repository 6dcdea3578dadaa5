import { afterAll, describe, expect, test } from "vitest";
import { applyMigrations } from "../../scripts/db/migrations";
import { createEmptyDatabase, dropDatabase } from "../support/database";
import { migrateBefore, sql } from "../support/migrations-before";

describe("the authorize-then-capture migration on a shop that already has checkouts and orders", () => {
  const created: string[] = [];
  afterAll(async () => {
    await Promise.all(created.map((name) => dropDatabase(name)));
  });

  test("old drafts keep their meaning (declined: payable again, sold out and refunded: closed) and old orders count as paid", async () => {
    const database = await createEmptyDatabase();
    created.push(database.name);
    const rest = await migrateBefore(database.url, "_authorize_then_capture");

    const address = `'{"first_name":"A","last_name":"B","address_line_1":"1 St","city":"X","state":"CA","postal_code":"90001","phone":"555-555-0100"}'`;
    const draft = (id: string, status: string, reason: string | null, orderId: string | null = null) =>
      `('${id}', 'pi_${id}', 'fp_${id}', 'a@example.test', '[]', ${address}, 'standard', 100, 0, 0, 100, '${status}', ${reason === null ? "NULL" : `'${reason}'`}, ${orderId === null ? "NULL" : `'${orderId}'`}, '2026-01-01T10:00:00Z', '2026-01-01T10:05:00Z')`;
    await sql(
      database.url,
      `INSERT INTO orders (id, email, status, subtotal_cents, shipping_cents, tax_cents, total_cents, shipping_method, shipping_address, payment_intent_id, updated_at)
       VALUES ('o_paid', 'a@example.test', 'shipped', 100, 0, 0, 100, 'standard', ${address}, 'pi_d_done', now()),
              ('o_cancelled', 'a@example.test', 'cancelled', 100, 0, 0, 100, 'standard', ${address}, 'pi_d_other', now())`,
    );
    await sql(
      database.url,
      `INSERT INTO checkout_drafts (id, payment_intent_id, fingerprint, email, items, shipping_address, shipping_method, subtotal_cents, shipping_cents, tax_cents, total_cents, status, failure_reason, order_id, created_at, updated_at)
       VALUES ${[
         draft("d_done", "completed", null, "o_paid"),
         draft("d_open", "open", null),
         draft("d_declined", "failed", "payment_failed: Your card was declined."),
         draft("d_sold", "failed", "out_of_stock:Opal Pendant"),
         draft("d_mismatch", "failed", "amount_mismatch"),
         draft("d_cancelled", "failed", "intent_canceled"),
         draft("d_odd", "failed", "intent_requires_action"),
       ].join(", ")}`,
    );

    expect(await applyMigrations(database.url)).toEqual(rest);

    const drafts = await sql<{
      id: string;
      status: string;
      closed_reason: string | null;
      sold_out_piece: string | null;
      released: boolean;
      expires_at: Date;
    }>(
      database.url,
      `SELECT id, status::text, closed_reason::text, sold_out_piece, released_at IS NOT NULL AS released, expires_at FROM checkout_drafts ORDER BY id`,
    );
    const byId = Object.fromEntries(drafts.map(({ id, ...rest }) => [id, rest]));
    expect(byId).toMatchObject({
      d_done: { status: "completed", closed_reason: null, released: false },
      d_open: { status: "open", closed_reason: null },
      d_declined: { status: "open", closed_reason: null, released: false },
      d_sold: { status: "closed", closed_reason: "sold_out", sold_out_piece: "Opal Pendant", released: true },
      d_mismatch: { status: "closed", closed_reason: "amount_mismatch", released: true },
      d_cancelled: { status: "closed", closed_reason: "payment_canceled", released: true },
      // An intent in a state the shop could not use: the reconciler still cancels it.
      d_odd: { status: "closed", closed_reason: "expired", released: false },
    });
    // An hour after each draft was opened.
    expect(byId.d_open?.expires_at.toISOString()).toBe("2026-01-01T11:00:00.000Z");

    const orders = await sql<{ id: string; payment_status: string }>(
      database.url,
      `SELECT id, payment_status::text FROM orders ORDER BY id`,
    );
    expect(orders).toEqual([
      { id: "o_cancelled", payment_status: "refunded" },
      { id: "o_paid", payment_status: "captured" },
    ]);
  });
});
