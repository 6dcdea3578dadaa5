import { createProduct } from "../tests/factories/products";
import { createAdmin } from "../tests/factories/users";
import { expect, test } from "./fixtures";
import { fillGuestShipping, seedGuestCartWith } from "./helpers/guest-checkout";
import { startOwnDatabaseShop, type OwnDatabaseShop } from "./helpers/own-database-shop";
import { expectNoSeriousA11yViolations, uniqueTag } from "./helpers/pages";
import { signInWithToken } from "./helpers/session";

// Where tax is collected is the whole shop's setting: changed on the suite's server it would reprice every checkout
// running beside this spec (both widths run at once, on two workers). So the spec drives a shop of its own, on a
// database of its own, dropped at the end with everything the maker saved.
let own: OwnDatabaseShop;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnDatabaseShop("atelier_e2e_tax");
});

test.afterAll(async () => {
  await own.stop();
});

/** A two-ZIP California table, as the free per-state downloads are laid out (more columns than the three read). */
const CA_TABLE = [
  "State,ZipCode,TaxRegionName,EstimatedCombinedRate,StateRate,EstimatedCountyRate",
  "CA,94105,SAN FRANCISCO,0.086250,0.060000,0.002500",
  "CA,90210,BEVERLY HILLS,0.102500,0.060000,0.002500",
].join("\n");

function csvFile(name: string, text: string) {
  return { name, mimeType: "text/csv", buffer: Buffer.from(text) };
}

test("the maker collects only where registered, imports California's ZIP rates, and a guest to 94105 pays the table's rate", async ({
  page,
}) => {
  test.slow();
  const base = own.shop.baseUrl;
  const admin = await createAdmin(own.db);
  await signInWithToken(page.context(), base, admin.accessToken);

  await page.goto(`${base}/admin/tax`);
  await expect(page.getByRole("heading", { level: 1, name: "Sales tax" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "In every state (the spec's rates)" })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // A rate past 20 % is refused beside its field, which takes the focus.
  const settings = page.getByRole("region", { name: "Where you collect" });
  await settings.getByRole("radio", { name: "Only where I'm registered" }).check();
  await settings.getByLabel("Add a state").selectOption("CA");
  await settings.getByLabel("Its rate (%)").fill("25");
  await settings.getByRole("button", { name: "Save tax settings" }).click();
  await expect(settings.getByRole("alert").filter({ hasText: "Rate must be at most 20 %" })).toBeVisible();
  await expect(settings.getByLabel("Its rate (%)")).toBeFocused();

  await settings.getByLabel("Its rate (%)").fill("9.5");
  await settings.getByRole("button", { name: "Save tax settings" }).click();
  await expect(settings.getByRole("status")).toHaveText("Saved: you collect only in CA.");
  await expect(settings.getByLabel("CA rate (%)")).toHaveValue("9.5");
  await expect(settings.getByLabel("Its rate (%)")).toHaveValue("");

  // A file with a bad row changes nothing and names its line.
  const tables = page.getByRole("region", { name: "ZIP rate tables" });
  const importForm = tables.getByRole("form", { name: "Import a rate table" });
  await importForm.getByLabel("State of the table").selectOption("CA");
  await importForm
    .getByLabel("Rate table (CSV)")
    .setInputFiles(csvFile("bad.csv", `${CA_TABLE}\nCA,9021,NOWHERE,0.090000,0.060000,0.000000`));
  await importForm.getByRole("button", { name: "Import" }).click();
  await expect(importForm.getByRole("alert")).toHaveText("line 4: ZipCode must be 5 digits");
  await expect(tables.getByText("No tables imported.")).toBeVisible();

  await importForm.getByLabel("Rate table (CSV)").setInputFiles(csvFile("TAXRATES_ZIP5_CA.csv", CA_TABLE));
  await importForm.getByRole("button", { name: "Import" }).click();
  await expect(tables.getByTestId("rate-table")).toContainText("CA · 2 ZIPs");
  await expect(importForm.getByRole("alert")).toHaveText("");
  await expectNoSeriousA11yViolations(page);

  // Replace sends the chosen file at once; the new table is the whole table.
  await tables
    .getByLabel("Replace CA’s table (CSV)")
    .setInputFiles(csvFile("ca-3.csv", `${CA_TABLE}\nCA,95014,CUPERTINO,0.091250,0.060000,0.002500`));
  await expect(tables.getByRole("status")).toHaveText("CA's table replaced: 3 ZIPs.");
  await expect(tables.getByTestId("rate-table")).toContainText("CA · 3 ZIPs");

  // A guest ships to San Francisco: $40.00, standard shipping free, 8.625 % of $40.00 = $3.45.
  await page.context().clearCookies();
  const piece = await createProduct(own.db, { name: `Bay Pendant ${uniqueTag()}`, priceCents: 4_000 });
  await seedGuestCartWith(page, piece);
  await page.goto(`${base}/checkout`);
  await fillGuestShipping(page, `guest-${uniqueTag()}@example.test`);
  await page.getByRole("main").getByLabel("City").fill("San Francisco");
  await page.getByRole("main").getByLabel("ZIP code").fill("94105");
  await expect(page.getByRole("main").getByText("Sales tax (CA 94105, 8.625 %)")).toBeVisible();
  await expect(page.getByTestId("summary-total")).toHaveText("$43.45");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay $43.45" }).click();
  await expect(page.getByRole("heading", { name: "Order Confirmed" })).toBeVisible();
  await expect(page.getByRole("main").getByText("Sales tax (CA 94105, 8.625 %)")).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText("$43.45");

  // The nexus watch lists California, where she is registered.
  await signInWithToken(page.context(), base, admin.accessToken);
  await page.goto(`${base}/admin/tax`);
  await expect(page.getByTestId("nexus-table").getByRole("row", { name: /^CA\b/ })).toContainText("Registered");

  // Back to the spec's rule, through the page: the table removed, every state collected.
  await page.getByRole("button", { name: "Remove CA’s table" }).click();
  await expect(page.getByText("No tables imported.")).toBeVisible();
  await page.getByRole("radio", { name: "In every state (the spec's rates)" }).check();
  await page.getByRole("button", { name: "Save tax settings" }).click();
  await expect(page.getByRole("region", { name: "Where you collect" }).getByRole("status")).toHaveText(
    "Saved: every order pays its state's base rate.",
  );
});
