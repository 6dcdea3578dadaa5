import { describe, expect, test } from "vitest";
import { TEST_CARD_NUMBERS, testCardOutcome } from "@/lib/payments/test-gateway/cards";

describe("Stripe's test cards in test mode", () => {
  test("the numbers the form suggests are the ones the gateway knows, in the order succeed, decline, funds", () => {
    expect(TEST_CARD_NUMBERS.map((card) => testCardOutcome(card.number).kind)).toEqual([
      "success",
      "failure",
      "failure",
    ]);
  });

  test("spaces and dashes are ignored as the card form ignores them", () => {
    expect(testCardOutcome("4242-4242-4242-4242")).toEqual({ kind: "success" });
    expect(testCardOutcome(" 4000 0000 0000 9995 ")).toMatchObject({
      failure: { message: "Your card has insufficient funds." },
    });
  });

  test("any other number is invalid with Stripe's message", () => {
    expect(testCardOutcome("4242 4242 4242 4241")).toEqual({
      kind: "invalid",
      message: "Your card number is invalid.",
    });
  });

  test("a number spelled as one of Object's own names is invalid too, never Object's own property", () => {
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      expect(testCardOutcome(name), name).toEqual({ kind: "invalid", message: "Your card number is invalid." });
    }
  });
});
