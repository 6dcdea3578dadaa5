import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { freePort } from "../scripts/db/free-port";
import { stopChild } from "../scripts/runtime/next-server";
import { ROOT } from "../scripts/runtime/paths";

/**
 * The framework's floor: the emptiest App Router page (one heading, one paragraph) built and served by the shop's own
 * installed Next.js and React, the way the shop is (`next build`, `next start`). What it scores on this machine is
 * what no page of the shop can beat, so the storefront's budgets are written as distances from it, measured side by
 * side in the same run rather than against absolute numbers that depend on the machine.
 */
export type Floor = { baseUrl: string; stop(): Promise<void> };

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "floor", private: true, type: "module" }),
  // The floor sits in the repository so that Turbopack resolves the shop's own node_modules (it will not follow a
  // symlink out of the project); its root is said explicitly.
  "next.config.mjs": `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(ROOT)} } };\n`,
  // Inside the repository, Next would otherwise take the shop's own instrumentation.ts for the floor's.
  "instrumentation.js": "export function register() {}\n",
  "app/layout.jsx": `export const metadata = { title: "Floor", description: "An empty App Router page." };
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  "app/page.jsx": `export default function Page() {
  return (<main><h1>Floor</h1><p>The emptiest App Router page, for comparison.</p></main>);
}
`,
};

function run(args: string[], cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), ...args], {
    cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the floor's next start exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the floor's next start did not answer within 60 s");
}

export async function startFloor(): Promise<Floor> {
  const folder = path.join(ROOT, ".bench", `floor-${process.pid}`);
  for (const [name, content] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
    await writeFile(path.join(folder, name), content);
  }
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  delete env.NODE_OPTIONS;
  const build = run(["build"], folder, env);
  let output = "";
  build.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  build.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => build.once("exit", resolve));
  if (code !== 0) throw new Error(`the floor's next build failed:\n${output}`);
  const port = await freePort();
  const server = run(["start", "--port", String(port), "--hostname", "127.0.0.1"], folder, env);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilServing(baseUrl, server);
  return {
    baseUrl,
    stop: async () => {
      await stopChild(server);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
