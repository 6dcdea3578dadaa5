import { describe, expect, it } from "vitest";
import { dollarsAsCents } from "@/lib/pricing/dollars-schema";
import { createDiscountCodeSchema } from "@/lib/discounts/schemas";
import { createRefundSchema } from "@/lib/orders/refunds/schemas";

function message(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe("dollarsAsCents: every amount sent in dollars becomes exact cents by one rule", () => {
  const budget = dollarsAsCents("Budget");

  it("turns dollars with up to two decimals into integer cents, without floating-point noise", () => {
    expect(budget.parse(19.99)).toBe(1999);
    expect(budget.parse(0.1)).toBe(10);
    expect(budget.parse(120)).toBe(12000);
    expect(budget.parse(100000)).toBe(10000000);
  });

  it("names the field in each refusal", () => {
    expect(message(budget.safeParse(19.999))).toBe("Budget can have at most 2 decimal places");
    expect(message(budget.safeParse(-1))).toBe("Budget must be at least 0");
    expect(message(budget.safeParse(100000.01))).toBe("Budget must be at most 100000");
    expect(message(budget.safeParse("12"))).toBe("Budget must be a number");
  });

  it("takes a least amount, a positive rule and the field's own words", () => {
    expect(message(dollarsAsCents("price", { min: 0.5 }).safeParse(0.49))).toBe("price must be at least 0.5");
    const amount = dollarsAsCents("amount", { positive: true, messages: { min: "amount must be more than nothing" } });
    expect(message(amount.safeParse(0))).toBe("amount must be more than nothing");
    expect(amount.parse(0.01)).toBe(1);
  });

  it("is the rule the discount and refund bodies apply", () => {
    expect(message(createDiscountCodeSchema.safeParse({ code: "SPRING-10", amountOff: 5.555 }))).toBe(
      "amountOff can have at most 2 decimal places",
    );
    expect(message(createRefundSchema.safeParse({ amount: 0, reason: "Shipping" }))).toBe("amount must be more than 0");
    expect(message(createRefundSchema.safeParse({ amount: "5", reason: "Shipping" }))).toBe(
      "amount must be a number of dollars",
    );
    expect(createRefundSchema.parse({ amount: 7.5, reason: "Shipping" })).toEqual({
      amountCents: 750,
      reason: "Shipping",
    });
  });

  it("parses into …Cents names while a refusal still names the field as the client sent it", () => {
    expect(
      createDiscountCodeSchema.parse({ code: "SPRING-10", amountOff: 5.5, minSubtotal: 30, oncePerEmail: false }),
    ).toMatchObject({ amountOffCents: 550, minSubtotalCents: 3000 });
    expect(createRefundSchema.safeParse({ amount: 1.001, reason: "Shipping" }).error?.issues[0]?.path).toEqual([
      "amount",
    ]);
  });
});
