import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";

/**
 * Strings only Stripe's browser packages contain: @stripe/stripe-js's address of Stripe.js and a message of
 * @stripe/react-stripe-js. Neither appears in the shop's own code.
 */
export const STRIPE_CODE_MARKERS = ["https://js.stripe.com", "Could not find Elements context"] as const;

export type LoadedScript = { url: string; bytes: number; gzipBytes: number; text: string };

/**
 * Every JavaScript file the page loads from `origin` from now on, with its size as sent and gzipped. `settled`
 * waits for the bodies of those already requested.
 */
export function collectScripts(page: Page, origin: string): { scripts: LoadedScript[]; settled: () => Promise<void> } {
  const scripts: LoadedScript[] = [];
  const reading: Promise<void>[] = [];
  page.on("response", (response) => {
    const isScript =
      response.request().resourceType() === "script" ||
      (response.headers()["content-type"] ?? "").includes("javascript");
    if (!isScript || !response.url().startsWith(origin)) return;
    reading.push(
      response.body().then(
        (body) =>
          void scripts.push({
            url: response.url(),
            bytes: body.length,
            gzipBytes: gzipSync(body).length,
            text: body.toString("utf8"),
          }),
        // A body the browser dropped (the page navigated on) was never run either.
        () => undefined,
      ),
    );
  });
  return { scripts, settled: async () => void (await Promise.all(reading)) };
}

/** The scripts that hold any of Stripe's browser code. */
export function stripeScripts(scripts: readonly LoadedScript[]): LoadedScript[] {
  return scripts.filter((script) => STRIPE_CODE_MARKERS.some((marker) => script.text.includes(marker)));
}

/** "12.3 kB (4.5 kB gzipped)" for a set of scripts. */
export function describeSize(scripts: readonly LoadedScript[]): string {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const sum = (pick: (script: LoadedScript) => number) => scripts.reduce((total, script) => total + pick(script), 0);
  return `${kb(sum((script) => script.bytes))} (${kb(sum((script) => script.gzipBytes))} gzipped) in ${scripts.length} file(s)`;
}
