import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

/** A short random word, so data made by tests running in parallel on one database never collides. */
export function uniqueTag(): string {
  return randomUUID().slice(0, 8);
}

/**
 * Axe for one page. In its default mode axe scans each frame apart and then opens a blank page to join the results,
 * about a second and a half more per scan on two cores; the shop's pages have no frames of their own (Stripe's are of
 * another origin, which axe cannot enter in either mode), so the scan runs in the page itself.
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/** Fails on any axe violation of impact serious or critical, naming the rule and the elements involved. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Next streams a page's metadata after its first bytes: on a busy machine axe could read the document before its
  // <title> arrives. Every page must have one, so wait for it (and fail here if it never comes).
  await expect(page).toHaveTitle(/\S/);
  const results = await axeOf(page).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);
}

/**
 * The page asks not to be indexed: a robots meta says noindex, and none says otherwise. Right after a client-side
 * navigation the previous page's tag can sit in the head beside the new one for a moment, so this waits for it to go
 * (a tag that stays would fail here) rather than reading whichever comes first.
 */
export async function expectNoindex(page: Page): Promise<void> {
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  await expect(page.locator('meta[name="robots"]:not([content*="noindex"])')).toHaveCount(0);
}

/**
 * A screenshot of the page (or of one part of it) named after it and the project (desktop or phone), kept with the
 * test's output, to look at the pages a run went through. Under CI nobody looks (a failed test keeps its own
 * screenshot and trace), and each costs a PNG on two busy cores: taken there only with E2E_SCREENSHOTS=1.
 */
export async function keepScreenshot(
  target: Page | Locator,
  testInfo: TestInfo,
  name: string,
  { fullPage = false } = {},
): Promise<void> {
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== "1") return;
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await ("goto" in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}

/** The whole page, as keepScreenshot keeps it. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await keepScreenshot(page, testInfo, name, { fullPage: true });
}

/**
 * Starts adding up the page's layout shifts (the browser's own layout-shift entries, as CLS counts them) from its
 * first frame; call before page.goto, then read the sum with layoutShiftTotal.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.layoutShift += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/**
 * Watches every script the page downloads from now on. `carrying()` answers the URLs of those whose body contains
 * `text`, once every body seen so far has been read, so that none still being read can pass unseen; `seen()` counts
 * the scripts, to show the watch saw any at all.
 */
export function watchScripts(page: Page, text: string): { seen: () => number; carrying: () => Promise<string[]> } {
  const reads: Promise<string | null>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    reads.push(
      response.text().then(
        (body) => (body.includes(text) ? response.url() : null),
        () => null,
      ),
    );
  });
  return {
    seen: () => reads.length,
    carrying: async () => (await Promise.all(reads)).filter((url): url is string => url !== null),
  };
}

/**
 * A slow phone's load: from now on the framework's scripts are held until `release()`, so the page stays as its HTML
 * drew it (no hydration) while the test types into it. `held()` counts the scripts waiting, to show some were.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

/**
 * Resolves once the page has gone quiet, before a test presses one of Next's <Link>s it has just loaded. Pressed
 * within milliseconds of hydration on a busy machine, such a link sometimes starts no navigation at all (the shop's
 * pager did so in 2 runs of 24 with three busy loops beside the test: no request for the next page was ever made).
 * Before hydration it is a plain link and works, and once the page is idle so does the client-side navigation; a
 * shopper's second press would, but a test's one press must land.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
}

/** Resolves once React has attached its handlers to `element` (the page around it has hydrated). */
export async function untilHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
}

/**
 * The width of the picture an <img> chose, decoded afresh: 0 until it has one, -1 when it does not decode. The
 * element's own naturalWidth is scaled by the srcset density (a 3-pixel image can read as 0), so a copy is decoded.
 * For `expect.poll`.
 */
export function decodedWidth(image: Locator): () => Promise<number> {
  return () =>
    image.evaluate(async (element: HTMLImageElement) => {
      if (!element.complete || !element.currentSrc) return 0;
      const copy = new Image();
      copy.src = element.currentSrc;
      return copy.decode().then(
        () => copy.naturalWidth,
        () => -1,
      );
    });
}
