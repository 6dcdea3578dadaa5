import { describe, expect, test } from "vitest";
import { accountDeletedEmail } from "@/emails/account-deleted";

const mail = accountDeletedEmail({ name: "Zoë <script>", appUrl: "https://shop.example" });

describe("the account-deleted email", () => {
  test("says in the subject that the account is deleted", () => {
    expect(mail.subject).toBe("Your Atelier account is deleted");
  });

  test("says, in both parts, what went, that orders stay, and where to write if it was not her", () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(
        "saved addresses, cart, commission requests, back-in-stock alerts and newsletter subscription",
      );
      expect(part).toContain("without your name, address or email, and they no longer belong to an account");
      expect(part).toContain("https://shop.example/contact");
    }
  });

  test("escapes the member's name in HTML and fetches nothing from elsewhere", () => {
    expect(mail.html).toContain("Zoë &lt;script&gt;");
    expect(mail.html).not.toMatch(/<img|<link|<style|<script|url\(/i);
    expect(mail.text).toContain("Hello Zoë <script>,");
  });
});
