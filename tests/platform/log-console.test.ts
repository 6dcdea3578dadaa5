import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { sendConsoleToLog } from "@/lib/log-console";
import { captureLogs, type CapturedLogs } from "../support/logs";

let saved: Pick<Console, "error" | "warn" | "info" | "log" | "debug">;
let logs: CapturedLogs;

beforeEach(() => {
  saved = { error: console.error, warn: console.warn, info: console.info, log: console.log, debug: console.debug };
  logs = captureLogs("debug");
  sendConsoleToLog();
});

afterEach(() => {
  Object.assign(console, saved);
  logs.stop();
});

describe("the console in production", () => {
  test("what Next.js or a library prints becomes one line each, without Next's glyphs and colours", () => {
    console.log("\u001b[32m\u001b[1m✓\u001b[22m\u001b[39m Compiled in %d ms", 12);
    console.warn("⚠ a warning", { detail: 1 });
    console.error("⨯", new Error("multi\nline"));
    expect(logs.lines.map((line) => [line.level, line.msg, line.err?.message])).toEqual([
      ["info", "Compiled in 12 ms", undefined],
      ["warn", "a warning { detail: 1 }", undefined],
      ["error", "multi\nline", "multi\nline"],
    ]);
  });

  test("Next's report of a page's render error is left to instrumentation's line, which names the request", () => {
    console.error("⨯", Object.assign(new Error("Can't reach database server"), { digest: "2913356276" }));
    expect(logs.lines).toEqual([]);
  });
});
