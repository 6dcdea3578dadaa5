import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import ProductReviewsPage from "@/app/(shop)/product/[id]/reviews/[page]/page";
import { ProductReviews } from "@/components/shop/reviews/product-reviews";
import { getProductById } from "@/lib/catalog/queries";
import type { Db } from "@/lib/db-client";
import { productReviewsAt, reviewSummaries } from "@/lib/reviews/read";
import { productJsonLd } from "@/lib/seo/structured-data";
import { createOrder } from "../factories/orders";
import { createProduct } from "../factories/products";
import { useTestDatabase } from "../support/database";

type Written = { rating: number; status?: "published" | "held" | "hidden"; reply?: string; photos?: string[] };

const PHOTO = "/uploads/0123456789abcdef0123456789abcdef.webp";

/** One delivered order with a line per review, and the reviews as rows, the first written longest ago. */
async function writeReviews(db: Db, product: { id: string; name: string; images: string[] }, reviews: Written[]) {
  const order = await createOrder(db, {
    email: `shown-${product.id}@example.test`,
    status: "delivered",
    items: reviews.map(() => ({ product, unitPriceCents: 3_000, quantity: 1, variantLabel: "7" })),
  });
  for (const [index, review] of reviews.entries()) {
    const status = review.status ?? "published";
    await db.review.create({
      data: {
        productId: product.id,
        orderId: order.id,
        orderItemId: order.items[index]?.id ?? "",
        rating: review.rating,
        title: `Title ${index}`,
        body: `Review number ${index}, as written.`,
        displayName: `Buyer ${index}.`,
        variantLabel: "7",
        photos: review.photos ?? [],
        reply: review.reply ?? null,
        repliedAt: review.reply ? new Date() : null,
        status,
        hiddenReason: status === "hidden" ? "spam" : null,
        createdAt: new Date(Date.UTC(2026, 10, 1, 12, index)),
      },
    });
  }
}

/** The figures worked from the rows themselves, the way a person would count them. */
async function figuresFromRows(db: Db, productId: string) {
  const rows = await db.review.findMany({ where: { productId, status: "published" }, orderBy: { createdAt: "desc" } });
  const sum = rows.reduce((total, row) => total + row.rating, 0);
  return {
    rows,
    count: rows.length,
    average: Math.round((sum / rows.length) * 10) / 10,
    histogram: Object.fromEntries(
      [5, 4, 3, 2, 1].map((stars) => [stars, rows.filter((r) => r.rating === stars).length]),
    ),
  };
}

describe("a piece's reviews as its pages show them", () => {
  const database = useTestDatabase();
  const db = () => database.client();

  test("the average, histogram, card figures and JSON-LD agree with the published rows", async () => {
    const ring = await createProduct(db(), { name: "Garnet Band" });
    const plain = await createProduct(db(), { name: "Unreviewed Chain" });
    await writeReviews(db(), ring, [
      { rating: 5 },
      { rating: 4 },
      { rating: 4 },
      { rating: 2 },
      { rating: 5 },
      { rating: 3 },
      { rating: 1, status: "hidden" },
      { rating: 1, status: "held" },
    ]);
    const expected = await figuresFromRows(db(), ring.id);

    const shown = await productReviewsAt(ring.id, 1);
    expect(shown).toMatchObject({ average: expected.average, count: 6, histogram: expected.histogram, pageCount: 1 });
    expect(shown.average).toBe(3.8);
    expect(shown.items.map((item) => item.id)).toEqual(expected.rows.map((row) => row.id));

    const product = await getProductById(ring.id);
    if (!product) throw new Error("the ring should be in the shop");
    const data = productJsonLd(
      product,
      "https://shop.example",
      { returnWindowDays: 14 },
      {
        average: shown.average,
        count: shown.count,
        latest: shown.items,
      },
    ) as unknown as {
      aggregateRating: { ratingValue: number; reviewCount: number };
      review: { author: { name: string }; reviewBody: string; reviewRating: { ratingValue: number } }[];
    };
    expect(data.aggregateRating).toMatchObject({ ratingValue: expected.average, reviewCount: expected.count });
    expect(data.review).toHaveLength(5);
    expect(data.review.map((review) => review.reviewBody)).toEqual(expected.rows.slice(0, 5).map((row) => row.body));
    expect(data.review.map((review) => review.reviewRating.ratingValue)).toEqual(
      expected.rows.slice(0, 5).map((row) => row.rating),
    );

    // The cards' figures: one grouped read for the whole grid gives the same numbers; a piece without any, none.
    const cards = await reviewSummaries([ring.id, plain.id]);
    expect(cards.get(ring.id)).toMatchObject({ average: expected.average, count: expected.count });
    expect(cards.get(plain.id)).toMatchObject({ average: null, count: 0 });
  });

  test("a review shows verified, with the size bought, its photos as links and the maker's reply; hidden ones never", async () => {
    const cuff = await createProduct(db(), { name: "Silver Cuff", stock: 0, oneOfAKind: true });
    // A sold one-of-a-kind piece keeps its reviews.
    await db().product.update({ where: { id: cuff.id }, data: { soldAt: new Date() } });
    await writeReviews(db(), cuff, [
      { rating: 5, photos: [PHOTO], reply: "Thank you for wearing it so well." },
      { rating: 1, status: "hidden" },
    ]);
    const html = renderToStaticMarkup(
      createElement(ProductReviews, {
        productId: cuff.id,
        reviews: await productReviewsAt(cuff.id, 1),
        policy: "per-request",
      }),
    );
    expect(html).toContain("5.0");
    expect(html).toContain('aria-label="Rated 5.0 out of 5, 1 review"');
    expect(html).toContain("Verified buyer");
    expect(html).toContain("Size bought: 7");
    expect(html).toContain("Thank you for wearing it so well.");
    expect(html).toContain(`href="${PHOTO}"`);
    expect(html).toContain("Photo 1 of 1 from Buyer 0.&#x27;s review");
    expect(html).not.toContain("Review number 1");
    expect(html).not.toContain("More reviews");
  });

  test("reviews past the first ten are at /product/{id}/reviews/{n}, linked both ways; past the last, a 404", async () => {
    const chain = await createProduct(db(), { name: "Fine Chain" });
    await writeReviews(
      db(),
      chain,
      Array.from({ length: 23 }, (_, index) => ({ rating: (index % 5) + 1 })),
    );
    const render = async (page: string) =>
      renderToStaticMarkup(await ProductReviewsPage({ params: Promise.resolve({ id: chain.id, page }) }));

    const first = renderToStaticMarkup(
      createElement(ProductReviews, {
        productId: chain.id,
        reviews: await productReviewsAt(chain.id, 1),
        policy: "built",
      }),
    );
    expect(first.match(/<article/g)).toHaveLength(10);
    expect(first).toContain(`href="/product/${chain.id}/reviews/2"`);
    expect(first).toContain("Review number 22,");

    const second = await render("2");
    expect(second).toContain("<h1");
    expect(second.match(/<article/g)).toHaveLength(10);
    expect(second).toContain("Review number 12,");
    expect(second).toContain(`href="/product/${chain.id}#reviews"`);
    expect(second).toContain(`href="/product/${chain.id}/reviews/3"`);
    const third = await render("3");
    expect(third.match(/<article/g)).toHaveLength(3);
    expect(third).toContain("Review number 0,");
    expect(third).not.toContain("More reviews");

    for (const page of ["4", "02", "two", "0"])
      await expect(render(page)).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
    await expect(render("1")).rejects.toThrow(/NEXT_REDIRECT/);
  });
});
