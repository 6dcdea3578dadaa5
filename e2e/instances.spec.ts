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
  test.beforeAll(async () => {
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

  test("a price saved through one process shows on the other's cached product page within a second", async ({
    db,
    request,
    baseURL,
  }) => {
    if (!other) throw new Error("the second process did not start");
    const name = `Twin Hoop ${uniqueTag()}`;
    const product = await createProduct(db, { name, priceCents: 3_000, category: "Earrings", stock: 4 });
    const pageOnOther = `${other.baseUrl}/product/${product.id}`;

    // Rendered, then served from the other process's cache (a page stored within a second of a change is rendered
    // once more, so this can take a few visits).
    await expect
      .poll(
        async () => {
          const answer = await request.get(pageOnOther);
          expect(await answer.text()).toContain("$30.00");
          return answer.headers()["x-nextjs-cache"];
        },
        { timeout: 5_000 },
      )
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

  test("a change to one product leaves every other product's page cached on the other process; a category that goes refreshes them all", async ({
    db,
    request,
    baseURL,
  }) => {
    if (!other) throw new Error("the second process did not start");
    const tag = uniqueTag();
    const changed = await createProduct(db, {
      name: `Changed Hoop ${tag}`,
      priceCents: 3_000,
      category: "Earrings",
      stock: 4,
    });
    const bystander = await createProduct(db, {
      name: `Bystander Hoop ${tag}`,
      priceCents: 3_000,
      category: "Earrings",
      stock: 4,
    });
    // The only piece of its category: every page's header menu lists the category until the piece is deleted.
    const lonelyCategory = `Lonely ${tag}`;
    const lonely = await createProduct(db, { name: `Lonely piece ${tag}`, category: lonelyCategory });
    const pageOnOther = (id: string) => request.get(`${other?.baseUrl}/product/${id}`);
    for (const id of [changed.id, bystander.id]) {
      await expect
        .poll(async () => (await pageOnOther(id)).headers()["x-nextjs-cache"], { timeout: 5_000 })
        .toBe("HIT");
    }
    expect(await (await pageOnOther(bystander.id)).text()).toContain(lonelyCategory);

    const token = await accessTokenFor(await createAdmin(db));
    const headers = { authorization: `Bearer ${token}` };
    const saved = await request.put(`${baseURL}/api/products/${changed.id}`, {
      headers,
      data: { name: changed.name, price: 45, category: "Earrings", stock: 4 },
    });
    expect(saved.status()).toBe(200);
    await expect.poll(async () => (await pageOnOther(changed.id)).text(), { timeout: 2_000 }).toContain("$45.00");
    // The bystander's page was not dropped: still served from the other process's cache.
    expect((await pageOnOther(bystander.id)).headers()["x-nextjs-cache"]).toBe("HIT");

    // The category's last piece goes: every page's menu changes, so the bystander's page is rendered again without it.
    expect((await request.delete(`${baseURL}/api/products/${lonely.id}`, { headers })).status()).toBe(200);
    await expect
      .poll(async () => (await pageOnOther(bystander.id)).text(), { timeout: 2_000 })
      .not.toContain(lonelyCategory);
  });
});
