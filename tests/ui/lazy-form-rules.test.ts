import { describe, expect, it, vi } from "vitest";
import { lazyFormRules } from "@/components/ui/lazy-form-rules";

describe("lazyFormRules", () => {
  it("fetches the rules once, however often the form is touched and sent", async () => {
    const load = vi.fn(() => Promise.resolve({ check: "rules" }));
    const rules = lazyFormRules(load);
    rules.preload();
    rules.preload();
    expect(await rules.get()).toEqual({ check: "rules" });
    expect(await rules.get()).toEqual({ check: "rules" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("answers null when the fetch fails, and fetches again on the next attempt", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("chunk failed to load"))
      .mockResolvedValueOnce("rules");
    const rules = lazyFormRules(load);
    expect(await rules.get()).toBeNull();
    expect(await rules.get()).toBe("rules");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("lets a failed preload go without an unhandled rejection, and the send fetches again", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      const load = vi
        .fn<() => Promise<string>>()
        .mockRejectedValueOnce(new Error("offline"))
        .mockResolvedValueOnce("rules");
      const rules = lazyFormRules(load);
      rules.preload();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(await rules.get()).toBe("rules");
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });
});
