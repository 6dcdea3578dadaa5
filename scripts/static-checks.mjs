// `npm run check`: the type check, the linter and the format check side by side. Each is one Node process on one core
// (tsc 39 s, ESLint's typed rules 102 s, Prettier's check about 20 s on the 2-core CI machine), so running them
// together
// takes the longest one's time rather than the sum. Each one's output is shown whole when it ends, never interleaved;
// the exit code is 1 when any fails.
import { spawn } from "node:child_process";

const SCRIPTS = ["typecheck", "lint", "format:check"];
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.once("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.once("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(
        `== npm run ${script}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(SCRIPTS.map(run));
process.exitCode = results.every(Boolean) ? 0 : 1;
