import { describe, expect, test } from "vitest";
import { orderConfirmationEmail } from "@/emails/order-confirmation";
import { orderLookupEmail } from "@/emails/order-lookup";
import { orderNotCompletedEmail } from "@/emails/order-not-completed";
import { orderShippedEmail } from "@/emails/order-shipped";
import { refundReturnedEmail } from "@/emails/refund-returned";

const address = {
  first_name: "Ada",
  last_name: "Lovelace",
  address_line_1: "12 Garnet Lane",
  address_line_2: null,
  city: "Sacramento",
  state: "CA",
  postal_code: "95814",
};

function confirmation(overrides: Partial<Parameters<typeof orderConfirmationEmail>[0]> = {}) {
  return orderConfirmationEmail({
    orderId: "cmorder00000000000abcd1234",
    email: "ada@example.test",
    lines: [{ name: "Moonstone <Ring>", quantity: 2, unitPriceCents: 2_450 }],
    subtotalCents: 4_900,
    discountCents: 0,
    discountCode: null,
    shippingCents: 0,
    taxCents: 355,
    totalCents: 5_255,
    tax: { label: "Sales tax (CA, 7.25 %)" },
    shippingMethod: "standard",
    address,
    // A Friday: five to seven business days later is the next Friday to the Tuesday after.
    placedAt: new Date(2026, 10, 20, 12, 0, 0),
    shipBy: null,
    estimatedDelivery: null,
    viewUrl: "https://atelier.example/orders/view/tok_abc",
    appUrl: "https://atelier.example",
    ...overrides,
  });
}

describe("the order confirmation email", () => {
  test("names the order by the last 8 characters of its id, upper case, in the subject and the body", () => {
    const mail = confirmation();
    expect(mail.subject).toBe("Order Confirmed: your Atelier order #ABCD1234");
    expect(mail.text).toContain("Order number: #ABCD1234");
    expect(mail.html).toContain("#ABCD1234");
  });

  test("lists items, amounts, address, the shipping method and the arrival window", () => {
    const { text } = confirmation();
    for (const line of [
      "Moonstone <Ring> × 2  $49.00",
      "Subtotal: $49.00",
      "Shipping (Standard): Free",
      "Sales tax (CA, 7.25 %): $3.55",
      "Total: $52.55",
      "Ada Lovelace",
      "12 Garnet Lane",
      "Sacramento, CA 95814",
      "Standard shipping (5-7 business days)",
      "Estimated arrival: Fri, Nov 27 – Tue, Dec 1",
      "View your order: https://atelier.example/orders/view/tok_abc",
    ]) {
      expect(text).toContain(line);
    }
  });

  test("an order with a discount code shows the code and its amount between the subtotal and shipping; none without", () => {
    const { text, html } = confirmation({
      discountCents: 1_000,
      discountCode: "SPRING-25",
      taxCents: 283,
      totalCents: 4_183,
    });
    expect(text).toContain(
      "Subtotal: $49.00\nDiscount (SPRING-25): −$10.00\nShipping (Standard): Free\nSales tax (CA, 7.25 %): $2.83\nTotal: $41.83",
    );
    expect(html).toContain("Discount (SPRING-25)");
    expect(html).toContain("−$10.00");
    expect(confirmation().text).not.toContain("Discount");
  });

  test("an order promised dates at checkout says them: the ship-by day and the arrival window it was shown", () => {
    const { text, html } = confirmation({
      shipBy: "2026-12-08",
      estimatedDelivery: { from: "2026-12-15", to: "2026-12-17" },
    });
    expect(text).toContain("Ships by: Tue, Dec 8");
    expect(text).toContain("Estimated arrival: Tue, Dec 15 – Thu, Dec 17");
    expect(html).toContain("Ships by: Tue, Dec 8");
  });

  test("each line says its size and the buyer's text, escaped in the HTML", () => {
    const { text, html } = confirmation({
      lines: [{ name: "Band", quantity: 1, unitPriceCents: 4_800, details: "Ring size: 7 · “<A+J>”" }],
    });
    expect(text).toContain("Band (Ring size: 7 · “<A+J>”) × 1  $48.00");
    expect(html).toContain("Ring size: 7 · “&lt;A+J&gt;”");
  });

  test("escapes what buyers and the maker typed, so a product name cannot inject markup", () => {
    const { html } = confirmation({ address: { ...address, first_name: '<img src=x onerror="alert(1)">' } });
    expect(html).toContain("Moonstone &lt;Ring&gt;");
    expect(html).not.toContain("<Ring>");
    expect(html).not.toContain("<img src=x");
  });

  test("shows a paid method's cost and a single arrival day when the window is one day", () => {
    const { text } = confirmation({ shippingMethod: "express", shippingCents: 1_500, totalCents: 6_755 });
    expect(text).toContain("Shipping (Express): $15.00");
    expect(text).toContain("Estimated arrival: Wed, Nov 25");
  });
});

describe("the order lookup and shipped emails", () => {
  const viewUrl = "https://atelier.example/orders/view/tok_abc";

  test("the lookup mail names the order, carries its link in text and HTML, and says how long it works and what to do if unasked", () => {
    const { subject, text, html } = orderLookupEmail({
      orderId: "cmorder00000000000abcd1234",
      viewUrl,
      validMinutes: 30,
      appUrl: "https://atelier.example",
    });
    expect(subject).toBe("View your Atelier order #ABCD1234");
    expect(text).toContain(`#ABCD1234`);
    expect(text).toContain(`\n${viewUrl}\n`);
    expect(text).toContain("The link works for 30 minutes.");
    expect(text).toContain("If you did not ask for this, you can ignore this email");
    expect(html).toContain(`href="${viewUrl}"`);
    expect(html).toContain(">View your order</a>");
  });

  test("the shipped mail's View your order goes to the order's view link", () => {
    const { text, html } = orderShippedEmail({
      orderId: "cmorder00000000000abcd1234",
      lines: [],
      shippingMethod: "standard",
      address: null,
      tracking: null,
      viewUrl,
      appUrl: "https://atelier.example",
    });
    expect(text).toContain(`View your order: ${viewUrl}`);
    expect(html).toContain(`href="${viewUrl}"`);
    expect(text).not.toContain("/order-confirmation/");
  });
});

describe("the order-not-completed email", () => {
  const lines = [{ name: "Opal & Pearl", quantity: 1, unitPriceCents: 8_800 }];

  test("names the piece that sold out and says, in those words, that the card was not charged", () => {
    const mail = orderNotCompletedEmail({
      reason: { kind: "sold_out", piece: "Opal & Pearl" },
      lines,
      totalCents: 9_438,
      appUrl: "https://atelier.example",
    });
    expect(mail.subject).toBe("We could not complete your Atelier order");
    expect(mail.text).toContain("Opal & Pearl sold out while your payment was being processed");
    expect(mail.text).toContain(
      "Your card was not charged. The $94.38 your bank held for this order has been released",
    );
    expect(mail.text).not.toMatch(/refund/i);
    expect(mail.html).toContain("Opal &amp; Pearl");
    expect(mail.html).toContain("<strong>Your card was not charged.</strong>");
  });

  test("a discount code that ran out names the code and says the card was not charged", () => {
    const mail = orderNotCompletedEmail({
      reason: { kind: "discount_unavailable", code: "ONLY-ONE" },
      lines,
      totalCents: 4_000,
      appUrl: "https://atelier.example",
    });
    expect(mail.text).toContain("the discount code ONLY-ONE ran out while your payment was being processed");
    expect(mail.text).toContain(
      "Your card was not charged. The $40.00 your bank held for this order has been released",
    );
    expect(mail.html).toContain("ONLY-ONE ran out");
  });

  test("a checkout that had closed, or a payment that could not be taken, says so, and that nothing was charged", () => {
    const closed = orderNotCompletedEmail({
      reason: { kind: "checkout_closed" },
      lines,
      totalCents: 8_800,
      appUrl: "https://atelier.example",
    });
    expect(closed.text).toContain("your checkout had already closed when your payment came in");
    expect(closed.text).toContain("Your card was not charged.");
    const notTaken = orderNotCompletedEmail({
      reason: { kind: "payment_not_taken" },
      lines,
      totalCents: 8_800,
      appUrl: "https://atelier.example",
    });
    expect(notTaken.text).toContain("your payment could not be completed");
    expect(notTaken.text).toContain("Your card was not charged.");
  });
});

describe("the refund-returned email to the admins", () => {
  test("says which order, how much, the bank's words and the buyer's address, links to the order, and escapes what it quotes", () => {
    const mail = refundReturnedEmail({
      orderId: "cmorder00000000000abcd1234",
      amountCents: 4_250,
      failure: "The bank returned the refund: <closed> account.",
      buyerEmail: "ada+o'neil@example.test",
      appUrl: "https://atelier.example",
    });
    expect(mail.subject).toBe("The bank sent back a refund of $42.50 for order #ABCD1234");
    expect(mail.text).toContain("The bank returned the refund: <closed> account.");
    expect(mail.text).toContain("the buyer (ada+o'neil@example.test) was told so, but their bank returned it");
    expect(mail.text).toContain("Open the order: https://atelier.example/admin/orders/cmorder00000000000abcd1234");
    expect(mail.html).toContain("The bank returned the refund: &lt;closed&gt; account.");
    expect(mail.html).not.toContain("<closed>");
    expect(mail.html).toContain('href="https://atelier.example/admin/orders/cmorder00000000000abcd1234"');
  });
});
