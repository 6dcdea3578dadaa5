import { describe, expect, test } from "vitest";
import { GET as readReviews } from "@/app/api/products/[id]/reviews/route";
import type { Db } from "@/lib/db-client";
import { reviewSummaries } from "@/lib/reviews/read";
import { createOrder } from "../factories/orders";
import { createProduct } from "../factories/products";
import { apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";

type Page = {
  average: number | null;
  count: number;
  histogram: Record<string, number>;
  items: {
    id: string;
    rating: number;
    title: string | null;
    body: string;
    name: string;
    size: string | null;
    photos: string[];
    reply: string | null;
    createdAt: string;
    verified: boolean;
  }[];
  nextCursor: string | null;
};

type Written = { rating: number; status?: "published" | "held" | "hidden"; minutesAgo: number };

/** One order with a line per review, and the reviews as the rows the API reads them from. */
async function writeReviews(db: Db, product: { id: string; name: string; images: string[] }, reviews: Written[]) {
  const order = await createOrder(db, {
    email: `buyer-${product.id}@example.test`,
    status: "delivered",
    items: reviews.map(() => ({ product, unitPriceCents: 2_000, quantity: 1, variantLabel: "16 in" })),
  });
  const rows = [];
  for (const [index, review] of reviews.entries()) {
    const status = review.status ?? "published";
    rows.push(
      await db.review.create({
        data: {
          productId: product.id,
          orderId: order.id,
          orderItemId: order.items[index]?.id ?? "",
          rating: review.rating,
          body: `Review number ${index} of this piece.`,
          displayName: "Ana R.",
          variantLabel: "16 in",
          status,
          hiddenReason: status === "hidden" ? "spam" : null,
          createdAt: new Date(Date.now() - review.minutesAgo * 60_000),
        },
      }),
    );
  }
  return rows;
}

describe("GET /api/products/{id}/reviews", () => {
  const database = useTestDatabase();
  const db = () => database.client();
  const read = (id: string, query = "") =>
    callRoute<Page>(readReviews, apiRequest("GET", `/api/products/${id}/reviews${query}`), { id });

  test("the average (one decimal), count and histogram agree with the published rows; held and hidden ones do not count", async () => {
    const chain = await createProduct(db(), { name: "Fine Chain" });
    // 5, 5, 4, 2 published: 16 / 4 = 4.0; a held 1 and a hidden 1 are not shown and not counted.
    await writeReviews(db(), chain, [
      { rating: 5, minutesAgo: 40 },
      { rating: 5, minutesAgo: 30 },
      { rating: 4, minutesAgo: 20 },
      { rating: 2, minutesAgo: 10 },
      { rating: 1, minutesAgo: 5, status: "held" },
      { rating: 1, minutesAgo: 1, status: "hidden" },
    ]);
    const answer = await read(chain.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      average: 4,
      count: 4,
      histogram: { 5: 2, 4: 1, 3: 0, 2: 1, 1: 0 },
      nextCursor: null,
    });
    expect(answer.body.data.items.map((item) => item.rating)).toEqual([2, 4, 5, 5]);
    expect(answer.body.data.items[0]).toEqual({
      id: expect.any(String) as string,
      rating: 2,
      title: null,
      body: "Review number 3 of this piece.",
      name: "Ana R.",
      size: "16 in",
      photos: [],
      reply: null,
      createdAt: expect.any(String) as string,
      verified: true,
    });

    // 4.666… shows as 4.7.
    const ring = await createProduct(db(), { name: "Garnet Band" });
    await writeReviews(db(), ring, [
      { rating: 5, minutesAgo: 3 },
      { rating: 5, minutesAgo: 2 },
      { rating: 4, minutesAgo: 1 },
    ]);
    expect((await read(ring.id)).body.data.average).toBe(4.7);
    const none = await createProduct(db(), { name: "New Piece" });
    const summaries = await reviewSummaries([ring.id, none.id]);
    expect(summaries.get(ring.id)).toEqual({ average: 4.7, count: 3, histogram: { 5: 2, 4: 1, 3: 0, 2: 0, 1: 0 } });
    expect(summaries.get(none.id)).toEqual({ average: null, count: 0, histogram: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } });
  });

  test("10 a page, newest first; the cursor goes on without repeating or skipping; a sold piece keeps its reviews", async () => {
    const cuff = await createProduct(db(), { name: "Silver Cuff", stock: 0, oneOfAKind: true });
    await db().product.update({ where: { id: cuff.id }, data: { soldAt: new Date() } });
    const rows = await writeReviews(
      db(),
      cuff,
      Array.from({ length: 12 }, (_, index) => ({ rating: (index % 5) + 1, minutesAgo: 100 - index })),
    );
    const first = await read(cuff.id);
    expect(first.status).toBe(200);
    expect(first.body.data.count).toBe(12);
    expect(first.body.data.items).toHaveLength(10);
    const cursor = first.body.data.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    const second = await read(cuff.id, `?cursor=${cursor ?? ""}`);
    expect(second.body.data.items).toHaveLength(2);
    expect(second.body.data.nextCursor).toBeNull();
    const seen = [...first.body.data.items, ...second.body.data.items].map((item) => item.id);
    expect(seen).toEqual(rows.map((row) => row.id).reverse());

    const bad = await read(cuff.id, "?cursor=nonsense");
    expect(bad.status).toBe(400);
    expect(bad.body.details?.map((detail) => detail.path)).toEqual(["cursor"]);
    const missing = await read("no-such-piece");
    expect(missing.status).toBe(404);
  });
});
