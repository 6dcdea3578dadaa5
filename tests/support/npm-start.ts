import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export type StartRun = { code: number | null; stderr: string; stdout: string; ms: number };

/**
 * Runs `npm start`'s own command line (package.json scripts.start, through a shell as npm runs it) with only these
 * variables and a data folder of its own, so nothing of a developer's .data/ or .env-shaped shell is read or
 * written; answers how it ended. Killed after 30 s: every run here is meant to stop long before.
 */
export function runNpmStart(vars: Record<string, string>): Promise<StartRun> {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } };
  const env: NodeJS.ProcessEnv = {
    // npm start's own default, said here because the type of an environment insists on one.
    NODE_ENV: "development",
    // The same Node.js as this test run, first on PATH, as npm puts its own.
    PATH: [path.dirname(process.execPath), process.env.PATH].filter(Boolean).join(path.delimiter),
    HOME: process.env.HOME,
    ATELIER_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "atelier-start-")),
    NEXT_TELEMETRY_DISABLED: "1",
    CHECKPOINT_DISABLE: "1",
    ...vars,
  };
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn("/bin/sh", ["-c", manifest.scripts.start], { cwd: ROOT, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.once("error", reject);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout, ms: Date.now() - started });
    });
  });
}

/** The lines a run wrote to stderr. */
export function stderrLines(run: StartRun): string[] {
  return run.stderr.trim().split("\n").filter(Boolean);
}

/** Whether the run got as far as a database, migrations or a build (a pre-check should stop it before). */
export function startedAnything(run: StartRun): boolean {
  return /Postgres running|Migrations|building|Database:/.test(run.stdout);
}
