import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DISPLAY_FACE_SCRIPT, DISPLAY_FACE_SCRIPT_HASH } from "@/lib/display-face";
import { pageHeaders } from "@/lib/security/page-policy";

describe("the display face's script", () => {
  it("is allowed by the hash of its exact text", () => {
    const digest = createHash("sha256").update(DISPLAY_FACE_SCRIPT).digest("base64");
    expect(DISPLAY_FACE_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
  });

  it("is allowed on the pages rendered per request, and nothing else inline is", () => {
    const { contentSecurityPolicy } = pageHeaders({ pathname: "/", nonce: "abc", stripe: false, development: false, https: true });
    const scriptSrc = contentSecurityPolicy.split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc?.split(" ")).toContain(DISPLAY_FACE_SCRIPT_HASH);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});
