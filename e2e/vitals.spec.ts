import type { Page } from "@playwright/test";
import { createAdmin } from "../tests/factories/users";
import { signInWithToken } from "./helpers/session";
import { expectNoSeriousA11yViolations, settled } from "./helpers/pages";
import { expect, test } from "./fixtures";

// A page few other tests open, so the count moves mostly by this test's own view (the server reports every view in
// the suite: e2e/global-setup.ts).
const TEMPLATE = "/faq";

/** The Speed page's sample count for a template; 0 while it has none. */
async function speedSamples(page: Page, template: string): Promise<number> {
  await page.goto("/admin/speed");
  await expect(page.getByRole("heading", { level: 1, name: "Speed" })).toBeVisible();
  const row = page
    .getByTestId("speed-pages")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: template, exact: true }) });
  if ((await row.count()) === 0) return 0;
  return Number(await row.getByRole("cell").last().innerText());
}

test.describe("Real-user speed", () => {
  test("a page view sends one vitals beacon when it is hidden, and the admin's Speed page counts it", async ({
    page,
    browser,
    db,
    baseURL,
  }) => {
    if (!baseURL) throw new Error("no baseURL");
    const { accessToken } = await createAdmin(db);
    const adminContext = await browser.newContext();
    await signInWithToken(adminContext, baseURL, accessToken);
    const admin = await adminContext.newPage();
    const before = await speedSamples(admin, TEMPLATE);

    // Each beacon's body, read on its way to the server (which still receives it).
    const beacons: string[] = [];
    await page.route("**/api/vitals", async (route) => {
      beacons.push(route.request().postDataBuffer()?.toString("utf8") ?? "");
      await route.continue();
    });
    await page.goto(TEMPLATE);
    await page.waitForLoadState("networkidle");
    // The collector is fetched once the browser is idle; give it that moment, and its chunk time to arrive.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
    await page.waitForLoadState("networkidle");
    expect(beacons).toHaveLength(0);
    // The visitor reads and clicks (a click ends the search for the largest paint, as a real one would: the
    // collector ignores synthetic events).
    await page.getByRole("heading", { level: 1 }).click();
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    // The visitor switches to another tab: the page is hidden, the one moment its beacon goes. (A beacon sent while
    // the page unloads reaches the server too, but the browser's tooling no longer reports it.)
    const hide = () =>
      page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
        document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
      });
    await hide();
    await expect.poll(() => beacons.length).toBe(1);
    // Hidden again later: still the one beacon for this view.
    await hide();
    await page.waitForTimeout(500);
    expect(beacons).toHaveLength(1);
    const sent = JSON.parse(beacons[0] ?? "{}") as { template?: string; metrics?: Record<string, number> };
    expect(sent.template).toBe(TEMPLATE);
    expect(Object.keys(sent).sort()).toEqual(["metrics", "template"]);
    expect(sent.metrics?.TTFB).toBeGreaterThanOrEqual(0);
    expect(sent.metrics?.LCP).toBeGreaterThan(0);
    // Nothing about the visitor: no URL, no query, no identifiers, only the four figures' names.
    for (const name of Object.keys(sent.metrics ?? {})) expect(["LCP", "INP", "CLS", "TTFB"]).toContain(name);

    await expect.poll(() => speedSamples(admin, TEMPLATE), { timeout: 10_000 }).toBeGreaterThanOrEqual(before + 1);
    await expect(admin.getByTestId("speed-chart")).toBeVisible();
    await expect(admin.getByTestId("speed-overall").getByRole("rowheader", { name: "LCP" })).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await adminContext.close();
  });

  test("the dashboard links to the Speed page", async ({ page, db, baseURL, context }) => {
    if (!baseURL) throw new Error("no baseURL");
    const { accessToken } = await createAdmin(db);
    await signInWithToken(context, baseURL, accessToken);
    await page.goto("/admin");
    await settled(page);
    await page.getByRole("link", { name: "Speed", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/speed$/);
    await expect(page.getByRole("heading", { level: 2, name: "All pages" })).toBeVisible();
  });
});
