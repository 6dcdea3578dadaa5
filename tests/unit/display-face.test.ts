import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DISPLAY_FACE_SCRIPT, DISPLAY_FACE_SCRIPT_HASH } from "@/lib/display-face";

// tests/unit/security-headers.test.ts checks that the per-request pages' policy lists this hash and nothing else inline.
describe("the display face's script", () => {
  it("is allowed by the hash of its exact text", () => {
    const digest = createHash("sha256").update(DISPLAY_FACE_SCRIPT).digest("base64");
    expect(DISPLAY_FACE_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
  });
});
