import "server-only";
import { startReconcilerLoop } from "@/lib/checkout/reconciler-loop";
import { startOutboxLoop } from "@/lib/email/outbox-loop";
import { environmentProblems } from "@/lib/env";

/**
 * What a Next.js server process does once at start (called from instrumentation.ts, Node.js runtime only).
 * A server started without `npm start` (systemd running `next start`, say) gets the same refusal as `npm start`:
 * an invalid environment, such as production without PAYMENTS, stops it at once with one line per problem.
 */
export function onServerStart(): void {
  const problems = environmentProblems();
  if (problems.length > 0) {
    for (const problem of problems) console.error(`[atelier] ${problem}`);
    process.exit(1);
  }
  startOutboxLoop();
  // Finishes captures, voids and cancellations that a crash or an outage left half-way, now and every few minutes.
  startReconcilerLoop();
}
