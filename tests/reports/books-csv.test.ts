import { describe, expect, test } from "vitest";
import { orderRefundedEmail } from "@/emails/order-refunded";
import { csvCell, csvDollars, toCsv } from "@/lib/reports/csv";

describe("the books' CSV", () => {
  test("a cell that a spreadsheet would run as a formula starts with ' instead", () => {
    expect(["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
    ]);
    expect(["Ada", "a=b", " =x", "1-2"].map(csvCell)).toEqual(["Ada", "a=b", " =x", "1-2"]);
  });

  test("quotes, commas and line breaks are quoted as RFC 4180 writes them; numbers and nothing as they are", () => {
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(3)).toBe("3");
    expect(csvCell(null)).toBe("");
  });

  test("amounts are numbers, never defused: a negative refund month is -25.00 for a spreadsheet's SUM, text still is", () => {
    expect(csvCell(csvDollars(-2_500))).toBe("-25.00");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell("-25.00")).toBe("'-25.00");
    expect(toCsv(["state", "refunded"], [["WA", csvDollars(-2_500)]])).toBe("\uFEFFstate,refunded\r\nWA,-25.00\r\n");
  });

  test("the file starts with a byte-order mark and ends every line with CRLF; cents become dollars with two decimals", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x", csvDollars(1_250)],
          [null, csvDollars(5)],
        ],
      ),
    ).toBe("\uFEFFa,b\r\nx,12.50\r\n,0.05\r\n");
  });
});

describe("the refund mail", () => {
  const input = {
    orderId: "cmorder00000000000abcd1234",
    amountCents: 1_500,
    reason: "Late <parcel> & sorry",
    appUrl: "http://localhost:3000",
  };

  test("says the amount, the reason (escaped in HTML) and what stays charged, in text and HTML", () => {
    const mail = orderRefundedEmail({ ...input, remainingCents: 4_290 });
    expect(mail.subject).toBe("Refund of $15.00 for your Atelier order #ABCD1234");
    expect(mail.text).toContain("Reason: Late <parcel> & sorry");
    expect(mail.text).toContain("The rest of your payment, $42.90, stays charged for this order.");
    expect(mail.html).toContain("Late &lt;parcel&gt; &amp; sorry");
    expect(mail.html).toContain("$42.90");
  });

  test("says when the payment has now been refunded in full", () => {
    expect(orderRefundedEmail({ ...input, remainingCents: 0 }).text).toContain(
      "Your payment for this order has now been refunded in full.",
    );
  });
});
