import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { GET as listAdminOrders } from "@/app/api/admin/orders/route";
import { createOrder, DEFAULT_SHIPPING_ADDRESS } from "../factories/orders";
import { createAdmin } from "../factories/users";
import { apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";

const uniqueTag = () => randomUUID().slice(0, 8);

type Row = { id: string; number: string; email: string; status: string };
type Listing = {
  status: number;
  body: {
    data: Row[];
    total?: number;
    nextCursor?: string | null;
    counts?: Record<string, number>;
    details?: { path: string; message: string }[];
  };
};

describe("GET /api/admin/orders: finding any order", () => {
  const database = useTestDatabase();
  const db = () => database.client();
  let token = "";

  beforeAll(async () => {
    token = (await createAdmin(db())).accessToken;
  });

  async function list(query: string): Promise<Listing> {
    const answer = await callRoute<Row[]>(listAdminOrders, apiRequest("GET", `/api/admin/orders${query}`, { token }));
    return { status: answer.status, body: answer.body as unknown as Listing["body"] };
  }

  const line = { name: "Hammered band", unitPriceCents: 4_000, quantity: 1 };

  test("q finds an order by its number (with or without #, any case, in part), the email, the buyer's name or the engraving", async () => {
    const tag = uniqueTag();
    const byEmail = await createOrder(db(), { email: `Grace.${tag}@Example.com`, items: [line] });
    const byName = await createOrder(db(), {
      email: `n-${tag}@example.com`,
      items: [line],
      shippingAddress: { ...DEFAULT_SHIPPING_ADDRESS, first_name: "Hedy", last_name: `Lamarr${tag}` },
    });
    const byEngraving = await createOrder(db(), {
      email: `e-${tag}@example.com`,
      items: [{ ...line, personalization: `A+J ${tag}` }],
    });
    const number = byEngraving.id.slice(-8).toUpperCase();

    const ids = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).body.data.map((row) => row.id);
    expect(await ids(`#${number}`)).toEqual([byEngraving.id]);
    expect(await ids(number.toLowerCase())).toEqual([byEngraving.id]);
    expect(await ids(number.slice(2, 7))).toContain(byEngraving.id);
    expect(await ids(`grace.${tag}@example`)).toEqual([byEmail.id]);
    expect(await ids(`hedy lamarr${tag}`)).toEqual([byName.id]);
    expect(await ids(`a+j ${tag}`)).toEqual([byEngraving.id]);
    expect(await ids(`nobody-${tag}`)).toEqual([]);
  });

  test("a % or _ typed in the search matches only itself", async () => {
    const tag = uniqueTag();
    const literal = await createOrder(db(), {
      email: `pct-${tag}@example.com`,
      items: [{ ...line, personalization: `50%_${tag}` }],
    });
    await createOrder(db(), { email: `plain-${tag}@example.com`, items: [{ ...line, personalization: `50ab${tag}` }] });
    expect((await list(`?q=${encodeURIComponent(`50%_${tag}`)}`)).body.data.map((row) => row.id)).toEqual([literal.id]);
  });

  test("from and to are days in the shop's time zone (Los Angeles), both included", async () => {
    const tag = uniqueTag();
    // 07:30 UTC on 1 March is 23:30 on 28 February in Los Angeles; 08:30 UTC is half past midnight on 1 March.
    const lastOfFebruary = await createOrder(db(), {
      email: `d-${tag}@example.com`,
      items: [line],
      createdAt: new Date("2026-03-01T07:30:00Z"),
    });
    const firstOfMarch = await createOrder(db(), {
      email: `d-${tag}@example.com`,
      items: [line],
      createdAt: new Date("2026-03-01T08:30:00Z"),
    });
    const lastOfMarch = await createOrder(db(), {
      email: `d-${tag}@example.com`,
      items: [line],
      createdAt: new Date("2026-04-01T06:59:00Z"),
    });
    await createOrder(db(), {
      email: `d-${tag}@example.com`,
      items: [line],
      createdAt: new Date("2026-04-01T07:00:00Z"),
    });

    const ids = async (query: string) => (await list(`?q=d-${tag}${query}`)).body.data.map((row) => row.id);
    expect(await ids("&from=2026-03-01&to=2026-03-31")).toEqual([lastOfMarch.id, firstOfMarch.id]);
    expect(await ids("&to=2026-02-28")).toEqual([lastOfFebruary.id]);
    expect(await ids("&from=2026-03-01&to=2026-03-01")).toEqual([firstOfMarch.id]);
  });

  test("counts give every status's matches for the search, and total the shown status's", async () => {
    const tag = uniqueTag();
    const email = `c-${tag}@example.com`;
    await createOrder(db(), { email, items: [line], status: "processing" });
    await createOrder(db(), { email, items: [line], status: "processing" });
    await createOrder(db(), { email, items: [line], status: "shipped" });
    await createOrder(db(), { email, items: [line], status: "cancelled" });

    const all = await list(`?q=${email}`);
    expect(all.body.counts).toEqual({ pending: 0, processing: 2, shipped: 1, delivered: 0, cancelled: 1, all: 4 });
    expect(all.body.total).toBe(4);
    const processing = await list(`?q=${email}&status=processing`);
    expect(processing.body.data.map((row) => row.status)).toEqual(["processing", "processing"]);
    expect(processing.body.total).toBe(2);
    expect(processing.body.counts).toEqual(all.body.counts);
  });

  test("pages follow the cursor and stay stable while new orders arrive: none repeated, none skipped", async () => {
    const tag = uniqueTag();
    const email = `p-${tag}@example.com`;
    const made = [];
    for (let minute = 0; minute < 5; minute++) {
      made.push(
        await createOrder(db(), { email, items: [line], createdAt: new Date(Date.UTC(2026, 5, 1, 12, minute)) }),
      );
    }
    const newestFirst = made.map((order) => order.id).reverse();

    const first = await list(`?q=${email}&limit=2`);
    expect(first.body.data.map((row) => row.id)).toEqual(newestFirst.slice(0, 2));
    // An order arrives between pages: it belongs before the first page and moves nothing after it.
    await createOrder(db(), { email, items: [line] });
    const second = await list(`?q=${email}&limit=2&cursor=${first.body.nextCursor ?? ""}`);
    expect(second.body.data.map((row) => row.id)).toEqual(newestFirst.slice(2, 4));
    const third = await list(`?q=${email}&limit=2&cursor=${second.body.nextCursor ?? ""}`);
    expect(third.body.data.map((row) => row.id)).toEqual(newestFirst.slice(4));
    expect(third.body.nextCursor).toBeNull();
    expect(third.body.total).toBe(6);
  });

  test.each([
    ["?from=2026-02-30", "from", "from must be a date written YYYY-MM-DD"],
    ["?to=yesterday", "to", "to must be a date written YYYY-MM-DD"],
    ["?from=2026-03-02&to=2026-03-01", "to", "to must be on or after from"],
    [`?q=${"x".repeat(201)}`, "q", "q must be at most 200 characters"],
    ["?cursor=not-ours", "cursor", "Not a cursor this list gave out"],
  ])("%s is a 400 naming %s", async (query, path, message) => {
    const answer = await list(query);
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([{ path, message }]);
  });

  test("blank parameters (a search form sent empty) are the same as none", async () => {
    const answer = await list("?q=&status=&from=&to=&cursor=");
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(await db().order.count());
  });
});
