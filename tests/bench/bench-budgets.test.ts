import { describe, expect, it } from "vitest";
import { appliedMisses, javascriptMisses, PAGES, roundsLine, tableRow, verdict, type Budget } from "@/bench/budgets";
import type { LighthouseRun } from "@/bench/lighthouse";

function run(overrides: {
  performance?: number;
  accessibility?: number;
  seo?: number;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
}): LighthouseRun {
  return {
    scores: {
      performance: overrides.performance ?? 98,
      accessibility: overrides.accessibility ?? 100,
      "best-practices": 100,
      seo: overrides.seo ?? 100,
    },
    metrics: {
      fcpMs: overrides.fcpMs ?? 1000,
      lcpMs: overrides.lcpMs ?? 1000,
      tbtMs: overrides.tbtMs ?? 0,
      cls: overrides.cls ?? 0,
      scriptKbBeforeLcp: 0,
    },
  };
}

const budgetOf = (name: string): Budget => {
  const page = PAGES.find((candidate) => candidate.name === name);
  if (!page) throw new Error(`no page ${name}`);
  return page.budget;
};

describe("the budgets judged on applied throttling", () => {
  const floor = run({ performance: 95, fcpMs: 1800, lcpMs: 1800, tbtMs: 20 });

  it("holds the storefront pages to floor + 400 ms for LCP and FCP, the edge included", () => {
    expect(
      appliedMisses(run({ performance: 95, fcpMs: 2200, lcpMs: 2200, tbtMs: 20 }), floor, budgetOf("/shop")),
    ).toEqual([]);
    expect(
      appliedMisses(run({ performance: 95, fcpMs: 2201, lcpMs: 2250, tbtMs: 20 }), floor, budgetOf("/shop")),
    ).toEqual(["LCP over floor + 400 ms: 2250 > 2200 ms", "FCP over floor + 400 ms: 2201 > 2200 ms"]);
  });

  it("holds the storefront pages to performance ≥ floor − 3, TBT ≤ floor + 50 ms, CLS ≤ 0.02, accessibility and SEO 100", () => {
    expect(appliedMisses(run({ performance: 92, fcpMs: 1800, lcpMs: 1800, tbtMs: 70 }), floor, budgetOf("/"))).toEqual(
      [],
    );
    expect(
      appliedMisses(
        run({ performance: 91, tbtMs: 71, cls: 0.021, accessibility: 96, seo: 92 }),
        floor,
        budgetOf("/product/{id}"),
      ),
    ).toEqual([
      "TBT over floor + 50 ms: 71 > 70 ms",
      "performance below floor − 3: 91 < 92",
      "CLS over 0.02: 0.021",
      "accessibility 96 < 100",
      "SEO 92 < 100",
    ]);
  });

  it("holds the checkout and the member's pages to LCP ≤ floor + 600 ms only", () => {
    for (const name of ["/checkout", "/checkout/user", "/account", "/orders", "/addresses"]) {
      const slowButWithin = run({
        performance: 60,
        fcpMs: 3000,
        lcpMs: 2400,
        tbtMs: 400,
        cls: 0.3,
        accessibility: 90,
        seo: 80,
      });
      expect(appliedMisses(slowButWithin, floor, budgetOf(name))).toEqual([]);
      expect(appliedMisses(run({ lcpMs: 2401 }), floor, budgetOf(name))).toEqual([
        "LCP over floor + 600 ms: 2401 > 2400 ms",
      ]);
    }
  });

  it("measures the account pages signed in, and the storefront and guest checkout as a guest", () => {
    expect(PAGES.filter((page) => page.budget.member).map((page) => page.name)).toEqual([
      "/checkout/user",
      "/account",
      "/orders",
      "/addresses",
    ]);
  });
});

describe("the JavaScript budgets, printed with the simulated figures", () => {
  it("allow / and /shop 15 kB and a product page 20 kB over the floor", () => {
    expect(javascriptMisses(147, 132, budgetOf("/"))).toEqual([]);
    expect(javascriptMisses(147.1, 132, budgetOf("/shop"))).toEqual([
      "JavaScript over floor + 15 kB: 147.1 > 147.0 kB",
    ]);
    expect(javascriptMisses(152, 132, budgetOf("/product/{id}"))).toEqual([]);
    expect(javascriptMisses(300, 132, budgetOf("/account"))).toEqual([]);
  });
});

describe("the printed figures", () => {
  it("says ok, or every miss", () => {
    expect(verdict([])).toBe("ok");
    expect(verdict(["a", "b"])).toBe("OVER BUDGET: a; b");
  });

  it("prints each round in order, then the median", () => {
    expect(roundsLine("/shop", [1204.4, 790, 812.6], 813)).toBe("  /shop             1204    790    813  | 813");
    expect(roundsLine("/", [1700, 820], 1700, ["34", "0"])).toBe("  /                 1700 (34)     820 (0)  | 1700");
  });

  it("prints a page's distance from the floor, signed", () => {
    const row = tableRow(
      "/",
      run({ performance: 93, fcpMs: 1700, lcpMs: 2100, tbtMs: 12, cls: 0.001 }),
      run({ performance: 95, fcpMs: 1800, lcpMs: 1800 }),
      146.04,
    );
    expect(row).toBe(
      "  /                 93   1700   2100     12  0.001   100  100  146.0  Δ perf −2, FCP −100, LCP +300 ms",
    );
  });
});
