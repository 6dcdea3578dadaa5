import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";

const require = createRequire(import.meta.url);
const AUTOCANNON = require.resolve("autocannon/autocannon.js");

export type LoadResult = { requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number };

/** One autocannon run against `url` (local only), read from its JSON summary. */
export function loadTest(url: string, options: { seconds: number; connections: number }): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [AUTOCANNON, "--json", "-d", String(options.seconds), "-c", String(options.connections), url], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", () => {
      try {
        const summary = JSON.parse(output) as { requests: { average: number }; latency: { p99: number }; errors: number; non2xx: number };
        resolve({ requestsPerSecond: summary.requests.average, p99Ms: summary.latency.p99, errors: summary.errors, non2xx: summary.non2xx });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** Samples a process' resident memory until stopped; returns the peak in MiB. */
export function watchPeakMemory(pid: number): { stop(): number } {
  let peakKb = 0;
  const timer = setInterval(() => {
    readFile(`/proc/${pid}/status`, "utf8")
      .then((status) => {
        const match = /VmRSS:\s+(\d+) kB/.exec(status);
        if (match?.[1]) peakKb = Math.max(peakKb, Number(match[1]));
      })
      .catch(() => undefined);
  }, 100);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.round(peakKb / 1024);
    },
  };
}

/**
 * Gzipped bytes of every script a page loads (what a phone downloads before the page is interactive). Scripts
 * marked `nomodule` (Next's legacy polyfills, about 39 kB) are left out: every browser that runs modules skips them.
 */
export async function pageJavaScriptGzipBytes(pageUrl: string): Promise<number> {
  const html = await (await fetch(pageUrl)).text();
  const tags = [...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]).filter((tag) => !/\snomodule\b/i.test(tag));
  const sources = tags.flatMap((tag) => {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    return src ? [new URL(src, pageUrl).toString()] : [];
  });
  const unique = [...new Set(sources)];
  const sizes = await Promise.all(unique.map(async (src) => gzipSync(Buffer.from(await (await fetch(src)).arrayBuffer())).length));
  return sizes.reduce((sum, size) => sum + size, 0);
}
