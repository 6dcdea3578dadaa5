import { describe, expect, test } from "vitest";
import { backInStockEmail } from "@/emails/back-in-stock";
import { newsletterAnnouncementEmail } from "@/emails/newsletter-announcement";
import { newsletterConfirmEmail } from "@/emails/newsletter-confirm";
import { stockAlertConfirmEmail } from "@/emails/stock-alert-confirm";
import { offersStockAlert } from "@/lib/alerts/offer";

const appUrl = "https://shop.example";
const unsubscribeUrl = `${appUrl}/alerts/unsubscribe/U1`;

describe("the consent mails", () => {
  test("every alert mail carries its unsubscribe link in both parts", () => {
    const mails = [
      stockAlertConfirmEmail({
        pieceName: "Band (Ring size 7)",
        confirmUrl: `${appUrl}/alerts/confirm/C1`,
        unsubscribeUrl,
        validDays: 7,
        appUrl,
      }),
      backInStockEmail({ pieceName: "Band (Ring size 7)", productUrl: `${appUrl}/product/p1`, unsubscribeUrl, appUrl }),
    ];
    for (const mail of mails) {
      expect(mail.text).toContain(`Stop all back-in-stock emails to this address: ${unsubscribeUrl}`);
      expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
    }
    expect(mails[0]?.text).toContain(`${appUrl}/alerts/confirm/C1`);
    expect(mails[0]?.text).toContain("The link works for 7 days.");
    expect(mails[1]?.subject).toBe("Band (Ring size 7) is back in stock");
  });

  test("the newsletter's confirmation says nothing happens without the click", () => {
    const mail = newsletterConfirmEmail({ confirmUrl: `${appUrl}/newsletter/confirm/C2`, validDays: 7, appUrl });
    expect(mail.text).toContain(`${appUrl}/newsletter/confirm/C2`);
    expect(mail.text).toContain("If you did not ask for this, ignore this email: you will not be subscribed.");
  });

  test("an announcement shows the maker's words as text, the pieces, the postal address and the unsubscribe link", () => {
    const mail = newsletterAnnouncementEmail({
      subject: "Winter <drop>",
      message: "Six <b>new</b> pieces.\n\nSmall batches.",
      pieces: [{ name: "Tide & Stone", price: "$64.00", url: `${appUrl}/product/p2` }],
      postalAddress: "Atelier, 12 Clay Street, Portland, OR 97201",
      unsubscribeUrl: `${appUrl}/newsletter/unsubscribe/U2`,
      appUrl,
    });
    expect(mail.html).toContain("Six &lt;b&gt;new&lt;/b&gt; pieces.");
    expect(mail.html).not.toContain("<b>new</b>");
    expect(mail.html).toContain("Tide &amp; Stone");
    expect(mail.text).toContain(`- Tide & Stone · $64.00: ${appUrl}/product/p2`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Atelier, 12 Clay Street, Portland, OR 97201");
      expect(part).toContain(`${appUrl}/newsletter/unsubscribe/U2`);
    }
  });
});

describe("offersStockAlert", () => {
  test("a piece at 0 or with a size at 0 offers an alert; a piece in stock in every size or a sold one does not", () => {
    expect(offersStockAlert({ availability: "out_of_stock", inStock: false, variants: [] })).toBe(true);
    expect(offersStockAlert({ availability: "in_stock", inStock: true, variants: [] })).toBe(false);
    expect(
      offersStockAlert({ availability: "in_stock", inStock: true, variants: [{ inStock: true }, { inStock: false }] }),
    ).toBe(true);
    expect(offersStockAlert({ availability: "in_stock", inStock: true, variants: [{ inStock: true }] })).toBe(false);
    expect(offersStockAlert({ availability: "sold", inStock: false, variants: [] })).toBe(false);
  });
});
