import { describe, expect, test } from "vitest";
import { MAX_DELIVERY_ATTEMPTS, RETRY_FOR_SECONDS, retryDelaySeconds } from "@/lib/email/retry-schedule";

describe("outbox retry delays", () => {
  test("double from 30 seconds and stop growing at an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  test("a message is given up only after waits adding up to three days at least", () => {
    const waits = Array.from({ length: MAX_DELIVERY_ATTEMPTS - 1 }, (_, index) => retryDelaySeconds(index + 1));
    const total = waits.reduce((sum, wait) => sum + wait, 0);
    expect(RETRY_FOR_SECONDS).toBe(3 * 24 * 60 * 60);
    expect(total).toBeGreaterThanOrEqual(RETRY_FOR_SECONDS);
    // One attempt fewer would fall short: the count is the smallest that covers three days.
    expect(total - (waits[waits.length - 1] ?? 0)).toBeLessThan(RETRY_FOR_SECONDS);
    expect(MAX_DELIVERY_ATTEMPTS).toBe(79);
  });
});
