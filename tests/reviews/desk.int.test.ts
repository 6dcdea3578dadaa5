import { describe, expect, test } from "vitest";
import { PUT as moderateRoute } from "@/app/api/admin/reviews/[id]/route";
import { PUT as replyRoute } from "@/app/api/admin/reviews/[id]/reply/route";
import { GET as exportRoute } from "@/app/api/admin/reviews/export.csv/route";
import { GET as listRoute } from "@/app/api/admin/reviews/route";
import { POST as writeRoute } from "@/app/api/reviews/route";
import { GET as readReviews } from "@/app/api/products/[id]/reviews/route";
import { reviewAttention } from "@/lib/reviews/desk";
import { createProduct } from "../factories/products";
import { adminAndMemberTokens } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { deliveredOrder, reviewLinkFor } from "./support";

const BODY = "It broke the second day I wore it, sadly.";

describe("her desk: /api/admin/reviews", () => {
  const database = useTestDatabase();
  const db = () => database.client();
  let seq = 0;

  /** A review written through POST /api/reviews by a buyer of `productName`. */
  async function reviewOf(productName: string, fields: Record<string, unknown> = {}) {
    const piece = await createProduct(db(), { name: productName });
    const order = await deliveredOrder(db(), {
      email: `buyer-${(seq += 1)}@example.test`,
      pieces: [piece],
      deliveredAt: new Date(),
      variantLabel: "7",
    });
    const token = await reviewLinkFor(db(), order.id);
    const made = await callRoute<{ id: string }>(
      writeRoute,
      apiRequest("POST", "/api/reviews", {
        origin: ORIGIN,
        body: { token, productId: piece.id, rating: 1, body: BODY, name: "Bea Klein", ...fields },
      }),
    );
    expect(made.status).toBe(201);
    return { id: made.body.data.id, productId: piece.id };
  }

  const moderate = (id: string, body: unknown, token: string) =>
    callRoute<{ status: string; reason: string | null }>(
      moderateRoute,
      apiRequest("PUT", `/api/admin/reviews/${id}`, { origin: ORIGIN, token, body }),
      { id },
    );
  const reply = (id: string, body: unknown, token: string) =>
    callRoute<{ reply: string | null }>(
      replyRoute,
      apiRequest("PUT", `/api/admin/reviews/${id}/reply`, { origin: ORIGIN, token, body }),
      { id },
    );
  const shown = async (productId: string) =>
    (
      await callRoute<{ count: number; items: { id: string; reply: string | null }[] }>(
        readReviews,
        apiRequest("GET", `/api/products/${productId}/reviews`),
        { id: productId },
      )
    ).body.data;

  test("hiding needs one of the fixed reasons (a negative review is not one); the row stays with its reason", async () => {
    const { admin, member } = await adminAndMemberTokens(db());
    const review = await reviewOf("Snapped Chain");
    for (const body of [{ status: "hidden" }, { status: "hidden", reason: "negative" }]) {
      const refused = await moderate(review.id, body, admin);
      expect(refused.status).toBe(400);
      expect(refused.body.details?.map((detail) => detail.path)).toEqual(["reason"]);
    }
    expect((await moderate(review.id, { status: "hidden", reason: "spam" }, member)).status).toBe(403);
    expect((await moderate("no-such-review", { status: "hidden", reason: "spam" }, admin)).status).toBe(404);
    expect((await shown(review.productId)).count).toBe(1);

    const hidden = await moderate(review.id, { status: "hidden", reason: "private-information" }, admin);
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ status: "hidden", reason: "private-information" });
    expect(await shown(review.productId)).toMatchObject({ count: 0, items: [] });
    const listed = await callRoute<{ id: string; status: string; reason: string | null }[]>(
      listRoute,
      apiRequest("GET", "/api/admin/reviews", { token: admin }),
    );
    expect(listed.body.data.find((row) => row.id === review.id)).toMatchObject({
      status: "hidden",
      reason: "private-information",
    });

    const back = await moderate(review.id, { status: "published" }, admin);
    expect(back.body.data).toMatchObject({ status: "published", reason: null });
    expect((await shown(review.productId)).count).toBe(1);
  });

  test("her public reply shows under the review; at most 1,000 characters; the dashboard flags low ratings until answered", async () => {
    const { admin } = await adminAndMemberTokens(db());
    const review = await reviewOf("Loose Clasp");
    const before = await reviewAttention();
    expect(before.fresh).toBeGreaterThanOrEqual(1);
    expect(before.lowWithoutReply.map((row) => row.id)).toContain(review.id);

    const tooLong = await reply(review.id, { reply: "x".repeat(1001) }, admin);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.details?.map((detail) => detail.path)).toEqual(["reply"]);
    const answered = await reply(review.id, { reply: "I am sorry: I have sent you a new clasp." }, admin);
    expect(answered.status).toBe(200);
    expect((await shown(review.productId)).items[0]?.reply).toBe("I am sorry: I have sent you a new clasp.");
    expect((await reviewAttention()).lowWithoutReply.map((row) => row.id)).not.toContain(review.id);
  });

  test("export.csv has every review, formulas defused", async () => {
    const { admin, member } = await adminAndMemberTokens(db());
    const review = await reviewOf("Formula Ring", {
      title: '=HYPERLINK("http://evil.example","x")',
      body: "+1 great, @everyone should buy",
      rating: 4,
    });
    await moderate(review.id, { status: "hidden", reason: "off-topic" }, admin);
    await reply(review.id, { reply: "-thanks" }, admin);

    const refused = await exportRoute(apiRequest("GET", "/api/admin/reviews/export.csv", { token: member }), {
      params: Promise.resolve({}),
    });
    expect(refused.status).toBe(403);
    const response = await exportRoute(apiRequest("GET", "/api/admin/reviews/export.csv", { token: admin }), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Rating,Title,Text,Piece,Size,Name,Date,Status,Reason,Reply");
    const row = lines.find((line) => line.includes("Formula Ring"));
    expect(row).toBe(
      `4,"'=HYPERLINK(""http://evil.example"",""x"")","'+1 great, @everyone should buy",Formula Ring,7,Bea K.,${new Date().toISOString().slice(0, 10)},hidden,off-topic,'-thanks`,
    );
    // No text cell starts a formula.
    for (const line of lines.slice(1)) expect(line).not.toMatch(/(^|,)"?[=+@-]/);
  });
});
