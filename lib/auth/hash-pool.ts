import "server-only";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { ServiceUnavailableError } from "@/lib/errors";

// bcrypt in a worker thread: a cost-12 hash is ~250 ms of pure CPU, which on the event loop would stall every page
// for its duration. The worker's source is inline (eval) so that the bundler has no file to lose; `require` there
// resolves from the working directory, where `next start` and the scripts run.
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const bcrypt = require("bcryptjs");
parentPort.on("message", ({ id, op, plain, hash, cost }) => {
  try {
    const result = op === "hash" ? bcrypt.hashSync(plain, cost) : bcrypt.compareSync(plain, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});`;

/**
 * One core is left to serve pages: on the shop's two cores a login flood can take one, never both. Jobs past the
 * queue's length are refused at once (503) rather than queued for seconds: the client may try again, and a flood
 * costs nothing but the refusal.
 */
const WORKERS = Math.max(1, availableParallelism() - 1);
export const HASH_QUEUE_LENGTH = 8;

type Job = { op: "hash"; plain: string; cost: number } | { op: "compare"; plain: string; hash: string };
type Reply = { id: number; result?: string | boolean; error?: string };
type Pending = { resolve: (result: string | boolean) => void; reject: (error: Error) => void };

type PoolWorker = { worker: Worker; pending: Map<number, Pending> };

let workers: PoolWorker[] = [];
let nextId = 0;

function startWorker(): PoolWorker {
  const entry: PoolWorker = { worker: new Worker(WORKER_SOURCE, { eval: true }), pending: new Map() };
  // A worker with nothing to do must not keep a script (or a test run) alive; one with work must.
  entry.worker.unref();
  entry.worker.on("message", ({ id, result, error }: Reply) => {
    const job = entry.pending.get(id);
    entry.pending.delete(id);
    if (entry.pending.size === 0) entry.worker.unref();
    if (!job) return;
    if (error !== undefined || result === undefined) job.reject(new Error(error ?? "bcrypt worker answered nothing"));
    else job.resolve(result);
  });
  entry.worker.on("error", (error) => {
    for (const job of entry.pending.values()) job.reject(error);
    workers = workers.filter((other) => other !== entry);
  });
  return entry;
}

function leastBusyWorker(): PoolWorker {
  if (workers.length < WORKERS) workers.push(startWorker());
  return workers.reduce((best, candidate) => (candidate.pending.size < best.pending.size ? candidate : best));
}

/** How many hashes are running or waiting, in this process. */
export function hashJobsInFlight(): number {
  return workers.reduce((sum, entry) => sum + entry.pending.size, 0);
}

/** Runs one bcrypt job off the event loop; 503 (try again in a second or two) when the queue is full. */
export function runHashJob(job: Job): Promise<string | boolean> {
  if (hashJobsInFlight() >= WORKERS + HASH_QUEUE_LENGTH) {
    return Promise.reject(new ServiceUnavailableError("The server is busy. Please try again in a moment.", "busy", 2));
  }
  const entry = leastBusyWorker();
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    entry.pending.set(id, { resolve, reject });
    entry.worker.ref();
    entry.worker.postMessage({ id, ...job });
  });
}
