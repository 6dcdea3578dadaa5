import { afterAll, describe, expect, test } from "vitest";
import { POST as guestCheckout } from "@/app/api/guest/checkout/route";
import { GET as taxRate } from "@/app/api/tax/rate/route";
import { priceWalletChoice } from "@/lib/checkout/wallet-pricing";
import { importRateTable } from "@/lib/tax/rate-tables";
import { saveTaxSettings } from "@/lib/tax/settings";
import { createProduct } from "../factories/products";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import type { Db } from "@/lib/db-client";
import { useTestDatabase } from "../support/database";
import {
  fillCart,
  guestAddress,
  guestIntentPayload,
  pay,
  requestIntent,
  saveAddress,
  stopEventDelivery,
} from "../support/checkout";

/** A guest's intent for one $100.00 piece shipped standard (free) to this state and ZIP. */
async function guestIntentTo(db: Db, state: string, zipCode: string) {
  const piece = await createProduct(db, { priceCents: 10_000, stock: 5 });
  const payload = {
    ...guestIntentPayload([{ product: piece, quantity: 1 }], { state }),
    shippingAddress: { ...guestAddress(state), zipCode },
  };
  const answer = await requestIntent(payload);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const TWO_ZIP_TABLE = [
  "State,ZipCode,TaxRegionName,EstimatedCombinedRate,StateRate",
  "CA,94105,SAN FRANCISCO,0.086250,0.060000",
  "CA,90210,BEVERLY HILLS,0.102500,0.060000",
].join("\n");

describe("one tax rule for the payment intent, the order and the wallet", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();
  afterAll(() => stopEventDelivery());

  test("a shop that never saved tax settings charges the spec's table: California 7.25 %", async () => {
    const intent = await guestIntentTo(db(), "CA", "94105");
    // 100.00 × 7.25 % = 7.25
    expect(intent).toMatchObject({ taxAmount: 7.25, total: 107.25 });
    expect(intent.tax).toEqual({
      state: "CA",
      zip: "94105",
      source: "spec",
      ratePercent: 7.25,
      label: "Sales tax (CA, 7.25 %)",
    });
  });

  test("registered mode: nothing in a state she holds no permit in, her rate where she does, a ZIP of her table first", async () => {
    await saveTaxSettings({ collect: "registered", registrations: [{ state: "CA", ratePercent: 9.5 }] });

    const texas = await guestIntentTo(db(), "TX", "73301");
    expect(texas).toMatchObject({ taxAmount: 0, total: 100 });
    expect(texas.tax).toMatchObject({ source: "not-registered", ratePercent: 0, label: "No sales tax to TX" });

    const sacramento = await guestIntentTo(db(), "CA", "95814");
    // 100.00 × 9.5 % = 9.50
    expect(sacramento).toMatchObject({ taxAmount: 9.5, total: 109.5 });
    expect(sacramento.tax).toMatchObject({ source: "registration", label: "Sales tax (CA, 9.5 %)" });

    await importRateTable("CA", TWO_ZIP_TABLE);
    const sanFrancisco = await guestIntentTo(db(), "CA", "94105-1234");
    // 100.00 × 8.625 % = 8.625 → 8.63 (half a cent up)
    expect(sanFrancisco).toMatchObject({ taxAmount: 8.63, total: 108.63 });
    expect(sanFrancisco.tax).toMatchObject({ source: "zip-table", label: "Sales tax (CA 94105, 8.625 %)" });
    // A ZIP the table does not list pays her rate.
    expect((await guestIntentTo(db(), "CA", "95814")).tax).toMatchObject({ source: "registration", ratePercent: 9.5 });

    await saveTaxSettings({ collect: "every-state", registrations: [] });
    await db().taxRateTable.deleteMany();
  });

  test("the order keeps the rate it was charged: a later change of settings changes nothing it shows", async () => {
    await saveTaxSettings({ collect: "registered", registrations: [{ state: "CA", ratePercent: 9.5 }] });
    const intent = await guestIntentTo(db(), "CA", "95814");
    await pay(intent.clientSecret);
    const placed = await callRoute<{ id: string; taxAmount: number; total: number; tax: { label: string } }>(
      guestCheckout,
      apiRequest("POST", "/api/guest/checkout", {
        origin: ORIGIN,
        body: { paymentIntentId: intent.paymentIntentId, email: "guest@example.test" },
      }),
    );
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({ taxAmount: 9.5, total: 109.5, tax: { label: "Sales tax (CA, 9.5 %)" } });
    const stored = await db().order.findUniqueOrThrow({ where: { id: placed.body.data.id } });
    expect(stored).toMatchObject({ taxCents: 950, taxRatePpm: 95_000, taxSource: "registration" });

    await saveTaxSettings({ collect: "every-state", registrations: [] });
    const again = await callRoute<{ taxAmount: number; tax: { label: string } }>(
      guestCheckout,
      apiRequest("POST", "/api/guest/checkout", {
        origin: ORIGIN,
        body: { paymentIntentId: intent.paymentIntentId, email: "guest@example.test" },
      }),
    );
    expect(again.body.data).toMatchObject({ taxAmount: 9.5, tax: { label: "Sales tax (CA, 9.5 %)" } });
    expect(await db().order.findUniqueOrThrow({ where: { id: placed.body.data.id } })).toMatchObject({
      taxCents: 950,
      taxRatePpm: 95_000,
      taxSource: "registration",
    });
  });

  test("the wallet, priced at the rate GET /api/tax/rate names, shows what the intent charges", async () => {
    await saveTaxSettings({ collect: "registered", registrations: [{ state: "CA", ratePercent: null }] });
    await importRateTable("CA", TWO_ZIP_TABLE);
    const member = await createUser(db());
    const address = await db().address.update({
      where: { id: (await saveAddress(db(), member.id, "CA")).id },
      data: { postalCode: "90210" },
    });
    const piece = await createProduct(db(), { priceCents: 4_999, stock: 3 });
    await fillCart(db(), member.id, [{ product: piece, quantity: 1 }]);
    const intent = await requestIntent(
      { metadata: { shipping_address_id: address.id }, shippingInfo: { method: "express" } },
      member.accessToken,
    );
    expect(intent.status).toBe(200);
    // 49.99 × 10.25 % = 5.123… → 5.12; express 15.00: 70.11
    expect(intent.body.data).toMatchObject({ taxAmount: 5.12, total: 70.11 });

    const quoted = await callRoute<{ ratePercent: number; source: string; label: string }>(
      taxRate,
      apiRequest("GET", "/api/tax/rate?state=ca&zip=90210", { origin: ORIGIN }),
    );
    expect(quoted.body.data).toEqual({
      state: "CA",
      zip: "90210",
      source: "zip-table",
      ratePercent: 10.25,
      label: "Sales tax (CA 90210, 10.25 %)",
    });
    const wallet = priceWalletChoice({
      subtotalCents: 4_999,
      method: "express",
      taxRatePpm: Math.round(quoted.body.data.ratePercent * 10_000),
    });
    expect(wallet.amount).toBe(intent.body.data.amount);
    expect(wallet.lineItems.at(-1)).toEqual({ name: "Tax", amount: 512 });

    // Without a ZIP the question answers the state's rate; a bad ZIP or state is a 400 naming it.
    const stateOnly = await callRoute<{ source: string; ratePercent: number }>(
      taxRate,
      apiRequest("GET", "/api/tax/rate?state=CA", { origin: ORIGIN }),
    );
    expect(stateOnly.body.data).toMatchObject({ source: "spec", ratePercent: 7.25 });
    for (const [query, field] of [
      ["state=CA&zip=9410", "zip"],
      ["state=XX&zip=94105", "state"],
      ["zip=94105", "state"],
    ] as const) {
      const refused = await callRoute(taxRate, apiRequest("GET", `/api/tax/rate?${query}`, { origin: ORIGIN }));
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(`"path":"${field}"`);
    }
  });
});
