import { startShopServer, type ShopServer } from "../scripts/runtime/shop-server";
import { createProduct } from "../tests/factories/products";
import { accessTokenFor, createAdmin } from "../tests/factories/users";
import { expect, test } from "./fixtures";
import { uniqueTag } from "./helpers/pages";

function required(name: "DATABASE_URL" | "MAIL_SMTP_URL" | "AUTH_SECRET"): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite through playwright.config.ts`);
  return value;
}

// Two processes of one build on one database, as behind a load balancer: the suite's server and a second one
// started here. Each keeps its own page cache.
test.describe("Two shop processes as one shop", () => {
  let other: ShopServer | undefined;
  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "server behaviour, not a page layout: once is enough");
    other = await startShopServer({
      databaseUrl: required("DATABASE_URL"),
      authSecret: required("AUTH_SECRET"),
      smtpUrl: required("MAIL_SMTP_URL"),
      build: false,
    });
  });
  test.afterAll(async () => {
    await other?.stop();
  });

  test("a price saved through one process shows on the other's cached product page within a second", async ({ db, request, baseURL }) => {
    if (!other) throw new Error("the second process did not start");
    const name = `Twin Hoop ${uniqueTag()}`;
    const product = await createProduct(db, { name, priceCents: 3_000, category: "Earrings", stock: 4 });
    const pageOnOther = `${other.baseUrl}/product/${product.id}`;

    // Rendered, then served from the other process's cache (a page stored within a second of a change is rendered
    // once more, so this can take a few visits).
    await expect
      .poll(async () => {
        const answer = await request.get(pageOnOther);
        expect(await answer.text()).toContain("$30.00");
        return answer.headers()["x-nextjs-cache"];
      }, { timeout: 5_000 })
      .toBe("HIT");

    const token = await accessTokenFor(await createAdmin(db));
    const saved = await request.put(`${baseURL}/api/products/${product.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { name, price: 45, category: "Earrings", stock: 4 },
    });
    expect(saved.status()).toBe(200);
    const savedAt = performance.now();

    let html = "";
    while (performance.now() - savedAt < 1_000) {
      html = await (await request.get(pageOnOther)).text();
      if (html.includes("$45.00")) break;
    }
    expect(html).toContain("$45.00");
    expect(html).not.toContain("$30.00");
  });
});
