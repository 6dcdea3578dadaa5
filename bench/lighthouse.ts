import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/runtime/chromium";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type LighthouseScores = Record<(typeof CATEGORIES)[number], number>;

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Lighthouse's default (mobile, simulated throttling) report for `url`, run `runs` times in Debian's Chromium;
 * each category's median, because performance varies by several points between runs on two cores.
 */
export async function lighthouseMedian(url: string, runs = 3): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const samples: LighthouseScores[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
      const categories = result?.lhr.categories ?? {};
      samples.push(
        Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)])) as LighthouseScores,
      );
    }
    return Object.fromEntries(CATEGORIES.map((name) => [name, median(samples.map((sample) => sample[name]))])) as LighthouseScores;
  } finally {
    chrome.kill();
  }
}
