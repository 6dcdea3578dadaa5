import "server-only";
import { format } from "node:util";
import { log } from "@/lib/log";

// Terminal colours, and Next's glyph before a message (⨯ error, ⚠ warning, ✓ event, ○ wait, » trace, ▲ ready).
const COLOURS = /\u001b\[[0-9;]*m/g;
const GLYPH = /^\s*[⨯⚠✓○»▲]\s*/u;

const LEVELS = { error: "error", warn: "warn", info: "info", log: "info", debug: "debug" } as const;

/**
 * In production, whatever Next.js, React or a library prints through the console becomes a log line too, so that
 * the output stays one JSON object per line (a multi-line stack from Next is one line with an `err`).
 */
export function sendConsoleToLog(): void {
  for (const [method, level] of Object.entries(LEVELS)) {
    console[method as keyof typeof LEVELS] = (...args: unknown[]) => {
      const err = args.find((arg): arg is Error => arg instanceof Error);
      // An error of a page's render (React gave it a digest) is printed by Next just before it goes to
      // instrumentation's onRequestError, which logs it with its request: one line for it, not two.
      if (method === "error" && err && "digest" in err) return;
      const rest = args.filter((arg) => arg !== err);
      const message = (rest.length > 0 ? format(...rest) : "").replace(COLOURS, "").replace(GLYPH, "").trim();
      log[level](err ? { err } : {}, message || err?.message || "");
    };
  }
}
