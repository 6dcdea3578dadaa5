import { describe, expect, test } from "vitest";
import { config } from "zod/v4/core";

describe("zod's configuration, as instrumentation-client.ts sets it in the browser", () => {
  test("lives on globalThis.__zod_globalConfig, so writing that object before zod loads configures zod", () => {
    const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
    expect(config()).toBe(scope.__zod_globalConfig);
  });
});
