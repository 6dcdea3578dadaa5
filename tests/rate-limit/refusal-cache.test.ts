import { describe, expect, test } from "vitest";
import { knownRefusal, rememberRefusal, saturated, whileInFlight } from "@/lib/rate-limit/refusal-cache";

describe("the memory of refusals", () => {
  test("answers the longest remaining wait of the keys it knows, until their windows end", () => {
    const now = 1_000_000;
    rememberRefusal("unit:a", 60, now);
    rememberRefusal("unit:b", 600, now);
    expect(knownRefusal(["unit:x"], now)).toBeNull();
    expect(knownRefusal(["unit:a", "unit:x"], now + 1_500)).toBe(59);
    expect(knownRefusal(["unit:a", "unit:b"], now)).toBe(600);
    expect(knownRefusal(["unit:a"], now + 60_000)).toBeNull();
    expect(knownRefusal(["unit:b"], now + 599_001)).toBe(1);
  });
});

describe("hits on their way to the counters", () => {
  test("once a key has its limit in flight, one more is known to be refused; settled hits free their place", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pending = [1, 2, 3].map(() => whileInFlight(["unit:flight"], () => held));
    expect(saturated([{ key: "unit:flight", limit: 3 }])).toBe(true);
    expect(saturated([{ key: "unit:flight", limit: 4 }])).toBe(false);
    expect(saturated([{ key: "unit:other", limit: 1 }])).toBe(false);
    release();
    await Promise.all(pending);
    expect(saturated([{ key: "unit:flight", limit: 1 }])).toBe(false);
  });
});
