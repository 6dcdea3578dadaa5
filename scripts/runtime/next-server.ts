import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ROOT } from "./paths";

const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");

export function hasBuild(): boolean {
  return existsSync(path.join(ROOT, ".next/BUILD_ID"));
}

const routesManifest = z.object({
  headers: z.array(
    z.object({ source: z.string(), headers: z.array(z.object({ key: z.string(), value: z.string() })) }),
  ),
});

/**
 * The Content-Security-Policy the build fixed for the cached product pages: next.config's headers are written into
 * .next/routes-manifest.json by `next build`, with the PUBLIC_IMAGE_BASE_URL the build saw. Null without a build.
 */
export function builtProductPagePolicy(): string | null {
  const file = path.join(ROOT, ".next/routes-manifest.json");
  if (!existsSync(file)) return null;
  const manifest = routesManifest.parse(JSON.parse(readFileSync(file, "utf8")));
  const rule = manifest.headers.find((candidate) => candidate.source === "/product/:path*");
  return rule?.headers.find((header) => header.key === "Content-Security-Policy")?.value ?? null;
}

/** `next build`, with its output shown; rejects when the build fails. */
export function buildApp(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [NEXT_BIN, "build"], { cwd: ROOT, env, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`next build exited with ${code}`))));
  });
}

/**
 * Runs `next start` (or `next dev`) directly under node, so that its PID is the server's and a kill stops it.
 * `npm start` listens on every interface (a shop in a container); test and benchmark servers pass 127.0.0.1.
 * Its output goes to this process's, or to `output` (stdout and stderr alike) when given.
 */
export function startNext(
  mode: "start" | "dev",
  port: number,
  env: NodeJS.ProcessEnv,
  hostname = "0.0.0.0",
  output?: (text: string) => void,
): ChildProcess {
  const child = spawn(process.execPath, [NEXT_BIN, mode, "--port", String(port), "--hostname", hostname], {
    cwd: ROOT,
    env,
    stdio: ["ignore", output ? "pipe" : "inherit", output ? "pipe" : "inherit"],
  });
  if (output) {
    child.stdout?.setEncoding("utf8").on("data", output);
    child.stderr?.setEncoding("utf8").on("data", output);
  }
  return child;
}

/**
 * Resolves once GET /api/health answers 200 (or, with `database: "down"`, once the server answers 503 for a
 * database it cannot reach); rejects after `timeoutMs` or when the server exits.
 */
export async function waitForHealthy(
  url: string,
  child: ChildProcess,
  { timeoutMs = 120_000, database = "up" }: { timeoutMs?: number; database?: "up" | "down" } = {},
): Promise<void> {
  const expected = database === "up" ? 200 : 503;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const answered = await fetch(`${url}/api/health`).then(
      (response) => response.status === expected,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs / 1000} s`);
}

/** Asks the server to stop, and kills it if it has not within a few seconds. */
export async function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}
