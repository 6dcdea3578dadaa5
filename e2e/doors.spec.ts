import { request as httpRequest } from "node:http";
import { createUser } from "../tests/factories/users";
import { expect, test } from "./fixtures";
import { submitLogin } from "./helpers/auth";
import { signInWithToken } from "./helpers/session";

// What an attacker puts in returnTo to send a member elsewhere; each must land on a page of the shop.
const REDIRECT_VARIANTS = [
  "/.//evil.example",
  "/%2F%2Fevil.example",
  "/\\evil.example",
  "/%5C%5Cevil.example",
  "//evil.example",
  "///evil.example/steal",
  "https://evil.example/",
  "/\t/evil.example",
  "/\n/evil.example",
  "/x/..//evil.example",
  "javascript:alert(document.domain)",
];

test.describe("Redirects taken from a request", () => {
  test("a signed-in member sent to /login with a hostile returnTo stays in the shop, whatever the variant", async ({
    page,
    context,
    db,
    baseURL,
  }) => {
    // One full page load per variant: the budget grows with the list, not the default meant for one flow (a loaded CI
    // machine once took more than 30 s for all of them).
    test.setTimeout(REDIRECT_VARIANTS.length * 6_000);
    if (!baseURL) throw new Error("baseURL is not set");
    const shop = new URL(baseURL).origin;
    const member = await createUser(db);
    await signInWithToken(context, baseURL, member.accessToken);
    const left: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).origin !== shop) left.push(frame.url());
    });
    for (const variant of REDIRECT_VARIANTS) {
      await page.goto(`/login?returnTo=${encodeURIComponent(variant)}`);
      await expect(page).toHaveURL((url) => url.origin === shop && !url.pathname.startsWith("/login"));
      expect(new URL(page.url()).pathname).toBe("/");
    }
    expect(left).toEqual([]);
  });

  test("signing in through a link with a hostile returnTo lands at home; a real path of the shop is kept", async ({
    page,
    db,
    baseURL,
  }) => {
    if (!baseURL) throw new Error("baseURL is not set");
    const member = await createUser(db);
    await page.goto(`/login?returnTo=${encodeURIComponent("/.//evil.example")}`);
    await submitLogin(page, member.email, member.password);
    await expect(page).toHaveURL(`${new URL(baseURL).origin}/`);
    await page.context().clearCookies();
    await page.goto(`/login?returnTo=${encodeURIComponent("/shop/./../account/orders")}`);
    await submitLogin(page, member.email, member.password);
    await expect(page).toHaveURL(/\/account\/orders$/);
  });
});

test.describe("Request bodies over a real socket", () => {
  test("20 MB sent chunked is cut off with 413 long before it ends, and the server keeps serving", async ({
    baseURL,
    request,
  }) => {
    if (!baseURL) throw new Error("baseURL is not set");
    const url = new URL("/api/auth/register", baseURL);
    const chunk = Buffer.alloc(64 * 1024, "x");
    const outcome = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      const outgoing = httpRequest(
        url,
        { method: "POST", headers: { "content-type": "application/json", origin: url.origin } },
        (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, sent });
          outgoing.destroy();
        },
      );
      outgoing.on("error", (error) => (sent > 0 ? resolve({ status: 0, sent }) : reject(error)));
      const pump = () => {
        // Chunked transfer (no Content-Length); stop offering once an answer came or 20 MB went out.
        while (sent < 20 * 1024 * 1024 && !outgoing.destroyed) {
          sent += chunk.byteLength;
          if (!outgoing.write(chunk)) return void outgoing.once("drain", pump);
        }
        if (!outgoing.destroyed) outgoing.end();
      };
      pump();
    });
    expect(outcome.status).toBe(413);
    expect(outcome.sent).toBeLessThan(20 * 1024 * 1024);
    expect((await request.get("/api/health")).status()).toBe(200);
  });

  test("a form post to a JSON endpoint is refused with 415", async ({ request, baseURL }) => {
    const answer = await request.post("/api/auth/login", {
      form: { email: "a@example.test", password: "x" },
      headers: { origin: baseURL ?? "" },
    });
    expect(answer.status()).toBe(415);
    expect(await answer.json()).toMatchObject({ success: false, code: "unsupported_media_type" });
  });
});
