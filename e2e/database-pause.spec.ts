import { createProduct } from "../tests/factories/products";
import { expect, test } from "./fixtures";
import { startHeldDatabaseShop, type HeldDatabaseShop } from "./helpers/held-database-shop";
import { expectNoSeriousA11yViolations, keepScreenshot } from "./helpers/pages";

// A second `next start` of the same build whose database is reached through a TCP proxy that can hold every byte:
// a stalled database (connections stay open, nothing answers), as the shop meets it when Postgres or its network
// pauses. Asked from outside, as a crawler would.
let held: HeldDatabaseShop;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  held = await startHeldDatabaseShop();
});

test.afterAll(async () => {
  await held.stop();
});

test("while the database is paused /shop answers 503 with Retry-After and 'Back in a moment', never 500, and 200 once it is back", async ({
  page,
  db,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const piece = await createProduct(db, { name: `Paused Strand ${testInfo.project.name}` });
  const before = await request.get(`${held.shop.baseUrl}/shop`);
  expect(before.status()).toBe(200);
  expect(await before.text()).toContain(piece.name);

  held.proxy.pause();
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const began = Date.now();
      const answer = await request.get(`${held.shop.baseUrl}/shop`, { timeout: 20_000 });
      const ms = Date.now() - began;
      statuses.push(answer.status());
      expect(ms, `answer ${i + 1} within 5 s`).toBeLessThan(5_000);
      if (answer.status() === 503) {
        expect(answer.headers()["retry-after"]).toBe("5");
        expect(answer.headers()["cache-control"]).toBe("no-store");
        expect(await answer.text()).toContain("Back in a moment");
      }
    }
    // No copy of /shop is cached (it is rendered per request), so every answer is the 503.
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 503));

    const shown = await page.goto(`${held.shop.baseUrl}/shop?category=Necklaces`);
    expect(shown?.status()).toBe(503);
    await expect(page).toHaveTitle("Back in a moment · Atelier");
    await expect(page.getByRole("heading", { level: 1, name: "Back in a moment" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/shop?category=Necklaces");
    await keepScreenshot(page, testInfo, "database-pause-shop");
    await expectNoSeriousA11yViolations(page);
  } finally {
    held.proxy.resume();
  }

  // The failed probe is remembered for its Retry-After (5 s), then the page is rendered again.
  await expect
    .poll(async () => (await request.get(`${held.shop.baseUrl}/shop`)).status(), { timeout: 20_000, intervals: [500] })
    .toBe(200);
});
