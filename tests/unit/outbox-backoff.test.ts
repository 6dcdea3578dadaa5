import { describe, expect, test } from "vitest";
import { retryDelaySeconds } from "@/lib/email/outbox";

describe("outbox retry delays", () => {
  test("double from 30 seconds and stop growing at an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });
});
