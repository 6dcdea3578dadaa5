import { describe, expect, test } from "vitest";
import { eventText } from "@/lib/orders/desk/event-display";

describe("the order history's wording of refunds", () => {
  const event = (type: string, to: string | null) => ({ actor: "gateway", type, from: null, to, note: null });

  test("a refund, a refusal and a refund the bank sent back each say what happened and how much", () => {
    expect(eventText(event("refund", "$12.00"))).toBe("Refunded $12.00");
    expect(eventText(event("refund_failed", "$12.00"))).toBe("Refund of $12.00 refused by the payment service");
    expect(eventText(event("refund_returned", "$12.00"))).toBe(
      "Refund of $12.00 sent back by the bank after it had gone through",
    );
    expect(eventText(event("refund_returned", null))).toBe(
      "Refund of an amount sent back by the bank after it had gone through",
    );
  });

  test("a mail or payment state it has no words for is shown as it came, Object's own names too", () => {
    expect(eventText({ actor: "system", type: "mail_sent", from: null, to: "order-shipped", note: null })).toBe(
      "Mail sent: shipped notice",
    );
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      expect(eventText({ actor: "system", type: "mail_sent", from: null, to: name, note: null })).toBe(
        `Mail sent: ${name}`,
      );
      expect(eventText({ actor: "gateway", type: "payment", from: null, to: name, note: null })).toBe(
        `Payment ${name}`,
      );
    }
  });
});
