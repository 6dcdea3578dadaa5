import { NextRequest } from "next/server";
import { describe, expect, test } from "vitest";
import { proxy } from "@/proxy";

const TOKEN = "q9rAYm1v0Qe7R2bLwU6cXfN3tHk8pJzS4dGyVaE5oIw";

function request(method: string, path: string): NextRequest {
  return new NextRequest(`http://localhost${path}`, {
    method,
    ...(method === "POST"
      ? { body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } }
      : {}),
  });
}

describe("one-click unsubscribe (RFC 8058) at the page's own address", () => {
  test.each(["newsletter", "alerts", "reviews"])(
    "a POST to /%s/unsubscribe/{token} is answered by the API's unsubscribe",
    async (kind) => {
      const response = await proxy(request("POST", `/${kind}/unsubscribe/${TOKEN}`));
      expect(response.headers.get("x-middleware-rewrite")).toBe(`http://localhost/api/${kind}/unsubscribe/${TOKEN}`);
    },
  );

  test("a GET of the link shows the page (mail scanners follow links and must not unsubscribe)", async () => {
    const response = await proxy(request("GET", `/newsletter/unsubscribe/${TOKEN}`));
    expect(response.headers.get("x-middleware-rewrite")).toBeNull();
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  test("a POST anywhere else is not rewritten", async () => {
    for (const path of ["/newsletter/confirm/abc", "/newsletter/unsubscribe/a/b", "/account"]) {
      expect((await proxy(request("POST", path))).headers.get("x-middleware-rewrite")).toBeNull();
    }
  });
});
