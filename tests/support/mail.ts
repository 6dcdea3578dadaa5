import { afterAll, beforeAll, expect } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { startMailCatcher, type CaughtMail, type MailCatcher } from "../../scripts/mail/catcher";
import { extractVerificationCode } from "../../e2e/helpers/mail";
import { freePort } from "../../scripts/db/free-port";

/** Polls until `probe` returns something other than undefined (or fails after `timeoutMs`). */
export async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`waitFor: nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Gives the calling test file the in-process SMTP catcher, with SMTP_URL pointing at it, and stops it afterwards.
 * Returns a getter for the catcher.
 */
export function useMailCatcher(): () => MailCatcher {
  let catcher: MailCatcher | undefined;
  beforeAll(async () => {
    catcher = await startMailCatcher();
    pointSmtpAt(catcher.smtpUrl);
  });
  afterAll(async () => {
    pointSmtpAt(undefined);
    await catcher?.stop();
  });
  return () => {
    if (!catcher) throw new Error("useMailCatcher(): the catcher starts in beforeAll");
    return catcher;
  };
}

export function pointSmtpAt(url: string | undefined): void {
  if (url === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = url;
  resetEnvForTests();
}

/** Waits for the `count`-th mail to `to` and returns the newest. */
export async function waitForMail(catcher: MailCatcher, to: string, count = 1): Promise<CaughtMail> {
  return waitFor(() => {
    const mails = catcher.messages().filter((mail) => mail.to.includes(to.toLowerCase()));
    return mails.length >= count ? mails[0] : undefined;
  });
}

/** The code of the `count`-th verification mail to `to`. */
export async function waitForCode(catcher: MailCatcher, to: string, count = 1): Promise<string> {
  const code = extractVerificationCode(await waitForMail(catcher, to, count));
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  return code;
}

/**
 * SMTP the test turns on and off: `catcherUp()` starts a fresh catcher and points SMTP_URL at it, `smtpDown()` points
 * it at a port nothing listens on. Everything started is stopped after the file, and SMTP_URL cleared.
 */
export function useSwitchableSmtp(): { catcherUp: () => Promise<MailCatcher>; smtpDown: () => Promise<void> } {
  const catchers: MailCatcher[] = [];
  afterAll(async () => {
    pointSmtpAt(undefined);
    await Promise.all(catchers.map((catcher) => catcher.stop()));
  });
  return {
    async catcherUp() {
      const catcher = await startMailCatcher();
      catchers.push(catcher);
      pointSmtpAt(catcher.smtpUrl);
      return catcher;
    },
    async smtpDown() {
      pointSmtpAt(`smtp://127.0.0.1:${await freePort()}`);
    },
  };
}
