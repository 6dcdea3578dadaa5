import { describe, expect, test } from "vitest";
import { POST as vitals } from "@/app/api/vitals/route";
import { dateColumn } from "@/lib/calendar";
import { PEER_ADDRESS_HEADER } from "@/lib/rate-limit/peer-address";
import { pruneVitalSamples, vitalsReport } from "@/lib/vitals/samples";
import { ORIGIN, apiRequest, noParams } from "../support/api";
import { useTestDatabase } from "../support/database";

// Noon in the shop's zone (America/Los_Angeles by default): the same calendar day there as in UTC.
const NOW = new Date("2026-11-20T20:00:00Z");

describe("Core Web Vitals", () => {
  const database = useTestDatabase();
  const db = () => database.client();
  let seq = 0;
  const client = () => ({ [PEER_ADDRESS_HEADER]: `198.51.100.${(seq += 1) % 250}` });

  const send = (body: unknown, headers: Record<string, string> = client()) =>
    vitals(apiRequest("POST", "/api/vitals", { origin: ORIGIN, body, headers }), noParams);

  async function errorOf(body: unknown): Promise<{ status: number; code: string; paths: string[] }> {
    const response = await send(body);
    const answer = (await response.json()) as { code: string; details?: { path: string }[] };
    return { status: response.status, code: answer.code, paths: (answer.details ?? []).map((detail) => detail.path) };
  }

  test("a beacon is stored as one row per metric under its route pattern and the shop's day, and answers 204 with no body", async () => {
    const response = await send(
      { template: "/product/[id]", metrics: { LCP: 1830, INP: 96, CLS: 0.04, TTFB: 210 } },
      { ...client(), cookie: "atelier_session=whatever" },
    );
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    const rows = await db().webVitalSample.findMany({
      where: { template: "/product/[id]" },
      orderBy: { metric: "asc" },
    });
    expect(rows.map((row) => [row.metric, row.value])).toEqual([
      ["CLS", 0.04],
      ["INP", 96],
      ["LCP", 1830],
      ["TTFB", 210],
    ]);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  test("a beacon with some metrics stores only those", async () => {
    expect((await send({ template: "/shop", metrics: { TTFB: 120 } })).status).toBe(204);
    expect(await db().webVitalSample.count({ where: { template: "/shop" } })).toBe(1);
  });

  test("bad bodies are 400 naming the field, and nothing is stored", async () => {
    const before = await db().webVitalSample.count();
    expect(await errorOf({ template: "https://shop.example/product/abc?ref=mail", metrics: { LCP: 1 } })).toMatchObject(
      { status: 400, paths: ["template"] },
    );
    expect(await errorOf({ template: "/account/Jane.Doe@example.com", metrics: { LCP: 1 } })).toMatchObject({
      status: 400,
      paths: ["template"],
    });
    expect(await errorOf({ template: "/shop", metrics: {} })).toMatchObject({ status: 400, paths: ["metrics"] });
    expect(await errorOf({ template: "/shop", metrics: { FCP: 900 } })).toMatchObject({ status: 400 });
    expect(await errorOf({ template: "/shop", metrics: { LCP: -5 } })).toMatchObject({
      status: 400,
      paths: ["metrics.LCP"],
    });
    expect(await errorOf({ template: "/shop", metrics: { INP: "fast" } })).toMatchObject({
      status: 400,
      paths: ["metrics.INP"],
    });
    expect(await errorOf({ template: "/shop", metrics: { LCP: 1 }, visitor: "jane" })).toMatchObject({ status: 400 });
    expect((await send("{not json")).status).toBe(400);
    expect(await db().webVitalSample.count()).toBe(before);
  });

  test("a template that is none of the shop's pages is 400 naming template, and the Speed page gains no row for it", async () => {
    for (const template of ["/zz-anything", "/product/cm4ring01", "/admin/whatever", "/constructor", "/__proto__"]) {
      expect(await errorOf({ template, metrics: { LCP: 1200 } }), template).toMatchObject({
        status: 400,
        code: "validation_error",
        paths: ["template"],
      });
    }
    expect(await db().webVitalSample.count({ where: { template: { notIn: ["/", "/shop", "/product/[id]"] } } })).toBe(
      0,
    );
    expect((await send({ template: "/admin/orders/[id]/packing-slip", metrics: { LCP: 1200 } })).status).toBe(204);
  });

  test("one client past 60 beacons in ten minutes is refused with 429", async () => {
    const one = client();
    for (let i = 0; i < 60; i += 1)
      expect((await send({ template: "/", metrics: { TTFB: 50 } }, one)).status).toBe(204);
    const refused = await send({ template: "/", metrics: { TTFB: 50 } }, one);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).not.toBeNull();
    expect((await send({ template: "/", metrics: { TTFB: 50 } })).status).toBe(204);
  });

  test("the report gives each metric's p75 and Google's shares over the last 28 days, overall and per template", async () => {
    await db().webVitalSample.deleteMany();
    const day = (date: string) => dateColumn(date);
    await db().webVitalSample.createMany({
      data: [
        // p75 of 1000, 2000, 3000, 5000 (continuous, as Postgres and CrUX compute it): 3000 + 0.25 × 2000 = 3500.
        { template: "/", metric: "LCP", value: 1000, day: day("2026-11-20") },
        { template: "/", metric: "LCP", value: 2000, day: day("2026-11-10") },
        { template: "/shop", metric: "LCP", value: 3000, day: day("2026-10-24") },
        { template: "/shop", metric: "LCP", value: 5000, day: day("2026-10-24") },
        // 28 days ago counted from today (Nov 20) is Oct 24; Oct 23 is outside the window.
        { template: "/shop", metric: "LCP", value: 60000, day: day("2026-10-23") },
        { template: "/", metric: "CLS", value: 0.3, day: day("2026-11-20") },
      ],
    });
    const report = await vitalsReport(NOW);
    expect(report.from).toBe("2026-10-24");
    expect(report.to).toBe("2026-11-20");
    const lcp = report.overall.find((summary) => summary.metric === "LCP");
    expect(lcp).toMatchObject({ samples: 4, p75: 3500, good: 0.5, needsImprovement: 0.25, poor: 0.25 });
    expect(report.overall.find((summary) => summary.metric === "INP")).toMatchObject({ samples: 0, p75: null });
    expect(report.overall.find((summary) => summary.metric === "CLS")).toMatchObject({ samples: 1, p75: 0.3, poor: 1 });
    expect(report.templates.map((row) => row.template)).toEqual(["/", "/shop"]);
    const home = report.templates[0]?.metrics.find((summary) => summary.metric === "LCP");
    // p75 of 1000 and 2000: 1000 + 0.75 × 1000.
    expect(home).toMatchObject({ samples: 2, p75: 1750, good: 1 });
  });

  test("housekeeping deletes samples older than 35 days and keeps the rest", async () => {
    await db().webVitalSample.deleteMany();
    await db().webVitalSample.createMany({
      data: [
        { template: "/", metric: "TTFB", value: 100, day: dateColumn("2026-10-15") },
        { template: "/", metric: "TTFB", value: 100, day: dateColumn("2026-10-16") },
      ],
    });
    expect(await pruneVitalSamples(NOW)).toBe(1);
    expect((await db().webVitalSample.findMany()).map((row) => row.day.toISOString().slice(0, 10))).toEqual([
      "2026-10-16",
    ]);
  });
});
