import { describe, expect, test } from "vitest";
import { displayNameOf, moderationSchema, reviewInputSchema } from "@/lib/reviews/schemas";

describe("the rules of a review", () => {
  test("the name shown is her first name and the initial of the last word she typed", () => {
    expect(displayNameOf("Ana Ruiz")).toBe("Ana R.");
    expect(displayNameOf("  ana maría ruiz pérez ")).toBe("ana P.");
    expect(displayNameOf("Ana")).toBe("Ana");
    expect(displayNameOf("Zoë (Berlin) Åkesson")).toBe("Zoë Å.");
    expect(displayNameOf("123 !!")).toBeNull();
  });

  test("hiding needs one of the fixed reasons; a negative review is not one", () => {
    expect(moderationSchema.safeParse({ status: "hidden", reason: "spam" }).success).toBe(true);
    expect(moderationSchema.safeParse({ status: "published" }).success).toBe(true);
    for (const body of [{ status: "hidden" }, { status: "hidden", reason: "negative" }]) {
      const parsed = moderationSchema.safeParse(body);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["reason"]);
    }
  });

  test("a form's fields parse as the JSON's: the rating as text, a blank title as none", () => {
    const parsed = reviewInputSchema.parse({
      token: "t",
      productId: "p",
      rating: "4",
      title: " ",
      body: "Lovely and light to wear.",
      name: "Ana Ruiz",
    });
    expect(parsed).toMatchObject({ rating: 4, title: undefined });
    expect(
      reviewInputSchema
        .safeParse({ token: "t", productId: "p", rating: 6, body: "short", name: "A" })
        .error?.issues.map((issue) => issue.path.join("."))
        .sort(),
    ).toEqual(["body", "rating"]);
  });
});
