import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import WriteReviewPage from "@/app/(shop)/reviews/new/[token]/page";
import { createProduct } from "../factories/products";
import { useTestDatabase } from "../support/database";
import { deliveredOrder, reviewLinkFor } from "./support";

describe("/reviews/new/{token}", () => {
  const database = useTestDatabase();
  const db = () => database.client();
  const render = async (token: string) =>
    renderToStaticMarkup(await WriteReviewPage({ params: Promise.resolve({ token }) }));

  test("lists the order's pieces not yet reviewed, each with a labelled star group and its fields", async () => {
    const ring = await createProduct(db(), { name: "Garnet Band" });
    const chain = await createProduct(db(), { name: "Fine Chain" });
    const order = await deliveredOrder(db(), {
      email: "page@example.test",
      pieces: [ring, chain],
      deliveredAt: new Date(),
      variantLabel: "7",
    });
    await db().review.create({
      data: {
        productId: ring.id,
        orderId: order.id,
        orderItemId: order.items[0]?.id ?? "",
        rating: 5,
        body: "Already reviewed, thank you.",
        displayName: "Ana R.",
      },
    });
    const html = await render(await reviewLinkFor(db(), order.id));
    expect(html).toContain("<h1");
    expect(html).toContain("Fine Chain · 7");
    expect(html).not.toContain("Garnet Band");
    expect(html.match(/role="radiogroup"/g)).toHaveLength(1);
    for (const label of ["1 star, poor", "3 stars, good", "5 stars, excellent"]) expect(html).toContain(label);
    for (const name of ["rating", "title", "body", "name", "photos", "token", "productId"])
      expect(html).toContain(`name="${name}"`);
    expect(html).toContain('action="/api/reviews"');
  });

  test("a dead link says so, with nothing to fill in", async () => {
    const html = await render("made-up-token");
    expect(html).toContain("This link has expired or every piece of the order already has its review.");
    expect(html).not.toContain("<form");
  });
});
