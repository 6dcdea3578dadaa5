import type { Level } from "pino";
import { log, redirectLogsForTests } from "@/lib/log";

/** One line as the logger wrote it (after redaction), parsed. */
export type LoggedLine = {
  level: string;
  msg: string;
  requestId?: string;
  err?: { message?: string; stack?: string };
} & Record<string, unknown>;

export type CapturedLogs = { lines: LoggedLine[]; text(): string; stop(): void };

/**
 * Catches what the server logs, from `level` up (the suite otherwise prints warnings and errors only), until
 * `stop()`: a test reads the lines instead of the terminal showing them.
 */
export function captureLogs(level: Level = "info"): CapturedLogs {
  const raw: string[] = [];
  const lines: LoggedLine[] = [];
  const previous = log.level;
  log.level = level;
  redirectLogsForTests((line) => {
    raw.push(line);
    lines.push(JSON.parse(line) as LoggedLine);
  });
  return {
    lines,
    text: () => raw.join(""),
    stop() {
      redirectLogsForTests(null);
      log.level = previous;
    },
  };
}
