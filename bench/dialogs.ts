import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { throttling, userAgents } from "lighthouse/core/config/constants.js";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/runtime/chromium";

/** Milliseconds from a click to the first frame that shows the dialog it opens, per dialog, one entry per round. */
export type DialogTimings = { cart: number[]; checkoutChoice: number[]; traceDirectory: string };

// Lighthouse's phone, throttled the way its "devtools" method applies it: the link's latency and bandwidth as
// DevTools emulates them, and the processor four times slower.
const PHONE = throttling.mobileSlow4G;
// Lighthouse's phone screen (its Moto G Power). Its own constant is typed through Lighthouse's global LH namespace,
// which this project does not load.
const SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 };

/**
 * Installed before any of the page's scripts: a click (capture phase, so before React sees it) starts a watch over
 * animation frames for the dialog whose heading has the id in `window.__dialogWatch`; the first frame that draws the
 * dialog (its backdrop starting to fade in, its panel to slide or grow) is recorded, in the click event's own clock,
 * which includes the input's wait for the main thread. Plain JavaScript in a string: the bench runs through tsx,
 * whose transform adds helpers to functions that do not exist in the page.
 */
const DIALOG_WATCH = `
document.addEventListener("click", (event) => {
  const label = window.__dialogWatch;
  if (!label) return;
  window.__dialogWatch = undefined;
  requestAnimationFrame(function watch() {
    if (document.getElementById(label)?.closest("dialog")?.open) {
      window.__dialogOpenedAfter = performance.now() - event.timeStamp;
    } else {
      requestAnimationFrame(watch);
    }
  });
}, true);
`;

/**
 * Follows a page's requests from its creation; `quiet()` resolves once none has been in flight for half a second.
 * Playwright's "networkidle" load state only tells about the page's load: requests started by a later click (the
 * cart's code, fetched at the first interaction) are not waited for by it.
 */
function followRequests(page: Page): { quiet(): Promise<void> } {
  let inFlight = 0;
  let quietSince = Date.now();
  const ended = () => {
    inFlight -= 1;
    if (inFlight === 0) quietSince = Date.now();
  };
  page.on("request", () => (inFlight += 1));
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return {
    async quiet() {
      // A click's requests start a moment after it; give them that moment before looking.
      await page.waitForTimeout(100);
      while (inFlight > 0 || Date.now() - quietSince < 500) await page.waitForTimeout(50);
    },
  };
}

async function timeDialog(page: Page, headingId: string, click: () => Promise<void>): Promise<number> {
  await page.evaluate((id) => {
    const state = window as unknown as { __dialogWatch?: string; __dialogOpenedAfter?: number };
    state.__dialogWatch = id;
    state.__dialogOpenedAfter = undefined;
  }, headingId);
  await click();
  await page.waitForFunction(
    () => (window as unknown as { __dialogOpenedAfter?: number }).__dialogOpenedAfter !== undefined,
    null,
    {
      timeout: 30_000,
    },
  );
  return page.evaluate(() => (window as unknown as { __dialogOpenedAfter: number }).__dialogOpenedAfter);
}

/**
 * The cart sidebar and the checkout-choice dialog, opened as a guest on a throttled phone: on the product page,
 * Add to Cart, then (the page having settled, as a shopper reads the toast) the header's cart button, then Proceed
 * to checkout (`chromiumArgs`: more flags, e.g. trust in the run's certificate). Each round is a fresh visit. The
 * Playwright trace of every round is kept to look at frame by frame.
 */
export async function measureDialogs(
  productUrl: string,
  rounds: number,
  chromiumArgs: readonly string[] = [],
): Promise<DialogTimings> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...chromiumArgs] });
  const timings: DialogTimings = {
    cart: [],
    checkoutChoice: [],
    traceDirectory: await mkdtemp(path.join(os.tmpdir(), "atelier-dialogs-")),
  };
  try {
    for (let round = 0; round < rounds; round += 1) {
      // A context per round: a first visit, with an empty guest cart and nothing cached.
      const context = await browser.newContext({
        viewport: { width: SCREEN.width, height: SCREEN.height },
        deviceScaleFactor: SCREEN.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
        userAgent: userAgents.mobile,
      });
      await context.tracing.start({ screenshots: true, snapshots: true });
      try {
        const page = await context.newPage();
        const devtools = await context.newCDPSession(page);
        await devtools.send("Network.enable");
        await devtools.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: PHONE.requestLatencyMs,
          downloadThroughput: (PHONE.downloadThroughputKbps * 1024) / 8,
          uploadThroughput: (PHONE.uploadThroughputKbps * 1024) / 8,
        });
        await devtools.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdownMultiplier });
        const requests = followRequests(page);
        await page.addInitScript(DIALOG_WATCH);
        await page.goto(productUrl, { waitUntil: "networkidle" });
        // A piece in sizes takes one before it goes in the bag: the first size on sale.
        const size = page.getByRole("radio").and(page.locator(":enabled")).first();
        if ((await page.getByRole("radio").count()) > 0) await size.check({ force: true });
        await page.getByRole("button", { name: "Add to Cart" }).click();
        await page.getByText("Added to Bag").waitFor();
        await requests.quiet();
        timings.cart.push(
          await timeDialog(page, "cart-sidebar-title", () =>
            page.getByRole("button", { name: /^Cart, 1 item/ }).click(),
          ),
        );
        await requests.quiet();
        timings.checkoutChoice.push(
          await timeDialog(page, "checkout-choice-title", () =>
            page.getByRole("button", { name: "Proceed to checkout" }).click(),
          ),
        );
      } finally {
        await context.tracing.stop({ path: path.join(timings.traceDirectory, `round-${round + 1}.zip`) });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return timings;
}
