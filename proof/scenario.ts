import { readFile } from "node:fs/promises";
import type { Cluster, Instance } from "./cluster";

/** One condition a scenario promises, with the figures that show whether it held. */
export type Check = { label: string; ok: boolean; figures: string };

export class Findings {
  readonly checks: Check[] = [];

  check(label: string, ok: boolean, figures: string): void {
    this.checks.push({ label, ok, figures });
    console.log(`    ${ok ? "PASS" : "FAIL"}  ${label}: ${figures}`);
  }

  note(line: string): void {
    console.log(`    ${line}`);
  }
}

export type Scenario = {
  name: string;
  title: string;
  /** The scenario's bound: past it the scenario fails, and the run moves on. */
  limitSeconds: number;
  run(cluster: Cluster, findings: Findings): Promise<void>;
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` every `everyMs` until it is true or `limitMs` passed: the milliseconds it took, or null. */
export async function waitFor(
  probe: () => Promise<boolean> | boolean,
  limitMs: number,
  everyMs = 100,
): Promise<number | null> {
  const begin = Date.now();
  while (Date.now() - begin <= limitMs) {
    if (await probe()) return Date.now() - begin;
    await sleep(everyMs);
  }
  return null;
}

/** A process' resident memory in MiB, from /proc/<pid>/status. */
export async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export function seconds(ms: number | null): string {
  return ms === null ? "never" : `${(ms / 1000).toFixed(1)} s`;
}

/** The two instances, the one at index `i % 2` first: to spread calls across both. */
export function instanceFor(cluster: Cluster, i: number): Instance {
  return cluster.instances[i % 2] as Instance;
}
