import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { FIRST_PAINT_SCRIPT, FIRST_PAINT_SCRIPT_HASH } from "@/lib/security/first-paint-inline-script";

// tests/security/security-headers.test.ts checks that the per-request pages' policy lists this hash and nothing else
// inline.
describe("the first paint's script", () => {
  it("is allowed by the hash of its exact text", () => {
    const digest = createHash("sha256").update(FIRST_PAINT_SCRIPT).digest("base64");
    expect(FIRST_PAINT_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
  });
});
