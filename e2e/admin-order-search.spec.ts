import { createOrder } from "../tests/factories/orders";
import { createAdmin } from "../tests/factories/users";
import { expectNoSeriousA11yViolations, screenshot, settled, uniqueTag } from "./helpers/pages";
import { signInWithToken } from "./helpers/session";
import { expect, test } from "./fixtures";

test.describe("Finding an order", () => {
  test("the maker finds an order by its engraving, narrows it by status tab, and the view is an address of its own", async ({
    page,
    db,
    baseURL,
  }, testInfo) => {
    const tag = uniqueTag();
    const engraving = `Ever ${tag}`;
    const order = await createOrder(db, {
      email: `buyer-${tag}@example.com`,
      items: [
        {
          name: `Signet ${tag}`,
          unitPriceCents: 5_200,
          quantity: 1,
          variantName: "Ring size",
          variantLabel: "7",
          personalization: engraving,
        },
      ],
    });
    await createOrder(db, {
      email: `buyer-${tag}@example.com`,
      status: "shipped",
      items: [{ name: `Other ${tag}`, unitPriceCents: 2_000, quantity: 1 }],
    });
    const number = order.id.slice(-8).toUpperCase();
    const { accessToken } = await createAdmin(db);
    await signInWithToken(page.context(), baseURL ?? "", accessToken);

    await page.goto("/admin");
    await settled(page);
    await page.getByRole("link", { name: "Find an order" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Find an order" })).toBeVisible();
    const search = page.getByRole("searchbox", { name: "Search orders" });
    await search.fill(engraving.toLowerCase());
    await search.press("Enter");

    await expect(page).toHaveURL(
      `/admin/orders?q=${encodeURIComponent(engraving.toLowerCase()).replaceAll("%20", "+")}`,
    );
    const entries = page.getByTestId("admin-order").filter({ visible: true });
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText(`#${number}`);
    await expect(entries.first()).toContainText(`Personalized: “${engraving}”`);
    await expect(page.getByText("1 order matches.", { exact: false })).toBeVisible();

    // The tabs count this search's orders; the buyer's email finds both, and a tab keeps the search.
    await search.fill(`buyer-${tag}@example.com`);
    await search.press("Enter");
    const tabs = page.getByRole("navigation", { name: "Order status" });
    await expect(tabs.getByRole("link", { name: "All (2)" })).toHaveAttribute("aria-current", "page");
    await tabs.getByRole("link", { name: "Shipped (1)" }).click();
    await expect(tabs.getByRole("link", { name: "Shipped (1)" })).toHaveAttribute("aria-current", "page");
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText(`Other ${tag}`);
    await expect(search).toHaveValue(`buyer-${tag}@example.com`);

    // A reload shows the same view: it lives in the address.
    await page.reload();
    await expect(tabs.getByRole("link", { name: "Shipped (1)" })).toHaveAttribute("aria-current", "page");
    await expect(entries).toHaveCount(1);
    await screenshot(page, testInfo, "admin-order-search");
    await expectNoSeriousA11yViolations(page);

    // A hand-edited address it cannot read says what is wrong.
    await page.goto("/admin/orders?from=2026-02-30");
    await expect(page.getByRole("alert").filter({ hasText: "from must be a date written YYYY-MM-DD" })).toBeVisible();
  });
});
