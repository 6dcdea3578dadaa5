import { beforeAll, describe, expect, test } from "vitest";
import { GET as googleFeed } from "@/app/feeds/google.xml/route";
import { GET as metaFeed } from "@/app/feeds/meta.csv/route";
import { setFeedClockForTests } from "@/lib/feeds/feed-cache";
import { noParams, ORIGIN } from "../support/api";
import { simulatedClock } from "../support/clock";
import { useTestDatabase } from "../support/database";

const PIECES = 1_000;
/** Every fourth piece comes in three sizes, so the feed has 1,500 items. */
const SIZED_EVERY = 4;
const SIZES = ["6", "7", "8"];

async function timed(call: () => Promise<Response>): Promise<{ ms: number; response: Response }> {
  const started = performance.now();
  const response = await call();
  await response.text();
  return { ms: performance.now() - started, response };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

describe("the feeds of a catalogue of 1,000 pieces", () => {
  const database = useTestDatabase();

  beforeAll(async () => {
    const db = database.client();
    const products = await db.product.createManyAndReturn({
      data: Array.from({ length: PIECES }, (_, index) => ({
        name: `Garnet Drop No. ${index + 1}`,
        description: "Sterling silver ear wires with a faceted garnet drop, made by hand in small batches.",
        priceCents: 2_400 + index,
        category: index % 2 === 0 ? "Earrings" : "Rings",
        stock: index % SIZED_EVERY === 0 ? SIZES.length : 3,
        images: ["/products/moon-drop.svg", "/products/hammered-band.svg"],
        variantName: index % SIZED_EVERY === 0 ? "Ring size" : null,
        metal: "sterling-silver",
        materials: ["Garnet"],
        colors: ["Red", "Silver"],
        gender: "female",
        createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
      })),
      select: { id: true, variantName: true },
    });
    await db.productVariant.createMany({
      data: products
        .filter((product) => product.variantName !== null)
        .flatMap((product) => SIZES.map((label, position) => ({ productId: product.id, label, stock: 1, position }))),
    });
    setFeedClockForTests(simulatedClock());
  });

  test("the first request builds both feeds; cached answers come back in well under a second", async () => {
    const google = () => googleFeed(new Request(`${ORIGIN}/feeds/google.xml`), noParams);
    const meta = () => metaFeed(new Request(`${ORIGIN}/feeds/meta.csv`), noParams);

    const first = await timed(google);
    expect(first.response.status).toBe(200);
    const cachedGoogle: number[] = [];
    const cachedMeta: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      cachedGoogle.push((await timed(google)).ms);
      cachedMeta.push((await timed(meta)).ms);
    }
    const size = Number((await (await google()).text()).length);
    console.log(
      `feeds of ${PIECES} pieces (${PIECES + (PIECES / SIZED_EVERY) * (SIZES.length - 1)} items, Google feed ${Math.round(size / 1024)} kB): ` +
        `first build ${first.ms.toFixed(0)} ms; cached, median of 5: Google ${median(cachedGoogle).toFixed(1)} ms, ` +
        `Meta ${median(cachedMeta).toFixed(1)} ms`,
    );
    expect(median(cachedGoogle)).toBeLessThan(1_000);
    expect(median(cachedMeta)).toBeLessThan(1_000);
  });
});
