import { connect } from "node:net";
import { createTransport } from "nodemailer";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startMailCatcher, type CaughtMail, type MailCatcher } from "../../scripts/mail/catcher";

function portOf(url: string): number {
  return Number(new URL(url).port);
}

/** Resolves with the socket error code, or "connected" if something still listens. */
function probe(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

async function getMessages(catcher: MailCatcher, query = ""): Promise<CaughtMail[]> {
  const response = await fetch(`${catcher.webUrl}/api/messages${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = (await response.json()) as { messages: CaughtMail[] };
  return body.messages;
}

describe("mail catcher", () => {
  let catcher: MailCatcher;

  beforeEach(async () => {
    catcher = await startMailCatcher();
  });

  afterEach(async () => {
    await catcher.stop();
  });

  async function sendMail(subject: string, to = "Buyer@Example.com"): Promise<void> {
    const transport = createTransport(catcher.smtpUrl);
    try {
      await transport.sendMail({
        from: '"Atelier" <shop@atelier.test>',
        to,
        bcc: "audit@atelier.test",
        subject,
        text: "Your code:\n\nK7Q2ZP\n\nThanks",
        html: "<p>Your code: <strong>K7Q2ZP</strong></p>",
      });
    } finally {
      transport.close();
    }
  }

  it("listens on free ports and reports URLs", () => {
    expect(catcher.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(catcher.webUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(portOf(catcher.smtpUrl)).toBeGreaterThan(0);
    expect(portOf(catcher.smtpUrl)).not.toBe(portOf(catcher.webUrl));
  });

  it("captures a multipart mail with envelope recipients lower-cased", async () => {
    const before = Date.now();
    await sendMail("Verify your email");
    const [mail, ...rest] = catcher.messages();
    expect(rest).toHaveLength(0);
    expect(mail).toMatchObject({
      from: '"Atelier" <shop@atelier.test>',
      to: ["buyer@example.com", "audit@atelier.test"],
      subject: "Verify your email",
      html: "<p>Your code: <strong>K7Q2ZP</strong></p>",
    });
    expect(mail?.text.trim()).toBe("Your code:\n\nK7Q2ZP\n\nThanks");
    expect(Date.parse(mail?.date ?? "")).toBeGreaterThanOrEqual(before - 1000);
    expect(mail?.id).toMatch(/\S/);
  });

  it("keeps the newest message first", async () => {
    await sendMail("first");
    await sendMail("second");
    expect(catcher.messages().map((m) => m.subject)).toEqual(["second", "first"]);
  });

  it("filters the JSON API by recipient, case-insensitively", async () => {
    await sendMail("for buyer");
    await sendMail("for someone else", "other@example.com");
    const forBuyer = await getMessages(catcher, "?to=BUYER%40example.COM");
    expect(forBuyer.map((m) => m.subject)).toEqual(["for buyer"]);
    expect(await getMessages(catcher, "?to=nobody%40example.com")).toEqual([]);
    expect(await getMessages(catcher)).toHaveLength(2);
  });

  it("renders an inbox and message pages with everything escaped", async () => {
    await sendMail('<script>alert("x")</script> & order');
    const inbox = await (await fetch(`${catcher.webUrl}/`)).text();
    expect(inbox).toContain("<title>Atelier mail</title>");
    expect(inbox).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; order");
    expect(inbox).not.toContain("<script>");

    const id = catcher.messages()[0]?.id ?? "";
    expect(inbox).toContain(`href="/messages/${id}"`);
    const detail = await fetch(`${catcher.webUrl}/messages/${id}`);
    expect(detail.status).toBe(200);
    const html = await detail.text();
    expect(html).not.toContain("<script>");
    expect(html).toMatch(/<iframe sandbox srcdoc="&lt;p&gt;Your code: &lt;strong&gt;K7Q2ZP/);
    expect(html).not.toContain("allow-scripts");
    expect(html).toContain("<pre>Your code:\n\nK7Q2ZP");
  });

  it("answers 404 for unknown paths and messages", async () => {
    expect((await fetch(`${catcher.webUrl}/nope`)).status).toBe(404);
    expect((await fetch(`${catcher.webUrl}/messages/missing`)).status).toBe(404);
    // A malformed escape must not crash the server.
    expect((await fetch(`${catcher.webUrl}/messages/%E0%A4%A`)).status).toBe(404);
    expect((await fetch(`${catcher.webUrl}/`)).status).toBe(200);
  });

  it("rejects mails over the size limit", async () => {
    const transport = createTransport(catcher.smtpUrl);
    try {
      const big = transport.sendMail({
        from: "a@b.test",
        to: "c@d.test",
        subject: "huge",
        text: "x".repeat(11 * 1024 * 1024),
      });
      await expect(big).rejects.toThrow();
    } finally {
      transport.close();
    }
    expect(catcher.messages()).toEqual([]);
  });

  it("clears messages on DELETE /api/messages", async () => {
    await sendMail("to be cleared");
    expect(catcher.messages()).toHaveLength(1);
    const response = await fetch(`${catcher.webUrl}/api/messages`, { method: "DELETE" });
    expect(response.ok).toBe(true);
    expect(catcher.messages()).toEqual([]);
    expect(await getMessages(catcher)).toEqual([]);
  });

  it("clear() empties the store", async () => {
    await sendMail("gone");
    catcher.clear();
    expect(catcher.messages()).toEqual([]);
  });

  it("refuses SMTP connections after stop()", async () => {
    const port = portOf(catcher.smtpUrl);
    expect(await probe(port)).toBe("connected");
    await catcher.stop();
    expect(await probe(port)).toBe("ECONNREFUSED");
    expect(await probe(portOf(catcher.webUrl))).toBe("ECONNREFUSED");
  });

  it("stops promptly even with an idle SMTP client connected", async () => {
    const idle = connect(portOf(catcher.smtpUrl), "127.0.0.1");
    idle.on("error", () => undefined);
    await new Promise((resolve) => idle.once("data", resolve));
    const started = Date.now();
    await catcher.stop();
    expect(Date.now() - started).toBeLessThan(2000);
    idle.destroy();
  });
});
