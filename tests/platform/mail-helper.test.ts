import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractVerificationCode, waitForEmail } from "../../e2e/helpers/mail";
import { startMailCatcher, type CaughtMail, type MailCatcher } from "../../scripts/mail/catcher";

function mail(text: string, html = ""): CaughtMail {
  return {
    id: "1",
    from: "shop@atelier.test",
    to: ["a@b.test"],
    subject: "Verify",
    text,
    html,
    date: new Date().toISOString(),
    headers: {},
  };
}

describe("extractVerificationCode", () => {
  it("finds a code on its own line", () => {
    expect(extractVerificationCode(mail("Welcome to Atelier.\n\nYour code:\n\n  4FQ9ZT  \n\nIt expires soon."))).toBe(
      "4FQ9ZT",
    );
  });

  it("handles CRLF line endings", () => {
    expect(extractVerificationCode(mail("Your code:\r\nAB12CD\r\nThanks"))).toBe("AB12CD");
  });

  it("ignores longer upper-case words and lower-case lines", () => {
    expect(extractVerificationCode(mail("ATELIER\nabcdef\nX9Y8Z7\nWELCOME"))).toBe("X9Y8Z7");
  });

  it("accepts an inline 'code: XXXXXX' as a fallback", () => {
    expect(extractVerificationCode(mail("Your verification code: Q1W2E3. Enter it within 10 minutes."))).toBe("Q1W2E3");
  });

  it("falls back to the HTML body when there is no text", () => {
    expect(extractVerificationCode(mail("", "<p>Your code</p><p>ZX81AB</p>"))).toBe("ZX81AB");
  });

  it("throws when there is no code", () => {
    expect(() => extractVerificationCode(mail("Thanks for your order #1234567."))).toThrow(
      /No 6-character verification code/,
    );
  });
});

describe("waitForEmail", () => {
  let catcher: MailCatcher;
  const previousUrl = process.env.MAIL_CATCHER_URL;

  beforeAll(async () => {
    catcher = await startMailCatcher();
    process.env.MAIL_CATCHER_URL = catcher.webUrl;
  });

  afterAll(async () => {
    if (previousUrl === undefined) delete process.env.MAIL_CATCHER_URL;
    else process.env.MAIL_CATCHER_URL = previousUrl;
    await catcher.stop();
  });

  async function send(to: string, subject: string, text: string): Promise<void> {
    const transport = createTransport(catcher.smtpUrl);
    try {
      await transport.sendMail({ from: "shop@atelier.test", to, subject, text });
    } finally {
      transport.close();
    }
  }

  it("waits for a mail sent after it started polling", async () => {
    const since = new Date();
    const pending = waitForEmail("Late@Example.com", { subject: /verify/i, since });
    setTimeout(() => void send("late@example.com", "Verify your email", "Code\nLT42ZQ\n"), 300);
    const received = await pending;
    expect(received.subject).toBe("Verify your email");
    expect(extractVerificationCode(received)).toBe("LT42ZQ");
  });

  it("filters by subject and ignores mails before `since`", async () => {
    await send("filter@example.com", "Order confirmed", "Thanks");
    await send("filter@example.com", "Verify your email", "OLD111");
    const since = new Date(Date.now() + 5);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await send("filter@example.com", "Verify your email", "NEW222");
    expect(extractVerificationCode(await waitForEmail("filter@example.com", { subject: "Verify" }))).toBe("NEW222");
    expect((await waitForEmail("filter@example.com", { subject: "Order" })).text.trim()).toBe("Thanks");
    await expect(waitForEmail("filter@example.com", { subject: "Order", since, timeoutMs: 300 })).rejects.toThrow(
      /filter@example\.com/,
    );
  });

  it("times out with an error naming the address", async () => {
    await expect(waitForEmail("nobody@example.com", { timeoutMs: 300 })).rejects.toThrow(/nobody@example\.com.*300 ms/);
  });
});
