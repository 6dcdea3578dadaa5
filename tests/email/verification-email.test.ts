import { describe, expect, test } from "vitest";
import { verificationCodeEmail } from "@/emails/verification-code";
import { extractVerificationCode } from "../../e2e/helpers/mail";

const mail = verificationCodeEmail({
  name: "Zoë <script>",
  code: "K7Q2ZP",
  validMinutes: 15,
  appUrl: "https://shop.example",
});

describe("the verification email", () => {
  test("names the shop and the code in the subject", () => {
    expect(mail.subject).toBe("Your Atelier verification code: K7Q2ZP");
  });

  test("carries the code on a line of its own in the text part, with its 15-minute validity", () => {
    expect(mail.text.split("\n").map((line) => line.trim())).toContain("K7Q2ZP");
    expect(mail.text).toContain("valid for 15 minutes");
    const caught = {
      id: "1",
      from: "",
      to: ["a@example.test"],
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      date: "",
      headers: {},
    };
    expect(extractVerificationCode(caught)).toBe("K7Q2ZP");
    expect(extractVerificationCode({ ...caught, text: "" })).toBe("K7Q2ZP");
  });

  test("shows the code large in the HTML part, with inline styles and nothing fetched from elsewhere", () => {
    expect(mail.html).toMatch(/font-size:36px[^>]*>K7Q2ZP</);
    expect(mail.html).toContain("15 minutes");
    expect(mail.html).toContain("ATELIER");
    expect(mail.html).not.toMatch(/<img|<link|<style|<script|url\(/i);
  });

  test("escapes the member's name in HTML", () => {
    expect(mail.html).toContain("Zoë &lt;script&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.text).toContain("Hello Zoë <script>,");
  });

  test("links to the verification page of the shop", () => {
    expect(mail.html).toContain('href="https://shop.example/verify-email"');
    expect(mail.text).toContain("https://shop.example/verify-email");
  });
});
