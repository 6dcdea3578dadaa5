import "server-only";
import { sendDueStockAlerts } from "@/lib/alerts/fire";
import { pruneUnconfirmedStockAlerts } from "@/lib/alerts/prune";
import { pruneRefreshFamilies } from "@/lib/auth/refresh-tokens";
import { pruneUnverifiedAccounts } from "@/lib/auth/registration";
import { sendLowStockDigest } from "@/lib/digest/low-stock-digest";
import { pruneCheckouts, reconcileCheckouts } from "@/lib/checkout/reconciler";
import { deliverPendingEmails } from "@/lib/email/delivery";
import { pruneSentMail } from "@/lib/email/prune";
import { environmentProblems, logSettings } from "@/lib/env";
import { builtPolicyMismatch } from "@/lib/images/page-src";
import { pruneExpiredLinkTokens } from "@/lib/link-tokens/tokens";
import { settlePendingRefunds } from "@/lib/orders/refunds/settle";
import { log } from "@/lib/log";
import { prunePendingSubscribers } from "@/lib/newsletter/prune";
import { sendConsoleToLog } from "@/lib/log-console";
import { sendReviewInvitations } from "@/lib/reviews/invitations";
import { pruneRateLimitCounters } from "@/lib/rate-limit/fixed-window";
import { recordPeerAddresses } from "@/lib/rate-limit/peer-address";
import { nexusReport } from "@/lib/reports/nexus";
import { startScheduledJobs, type ScheduledJob } from "@/lib/scheduled-work";
import { alertNexus } from "@/lib/tax/nexus-alerts";
import { pruneVitalSamples } from "@/lib/vitals/samples";

const HOUR_MS = 60 * 60 * 1000;

/**
 * What every server process does in the background. The domains only say what one run does; when it runs is decided
 * here, in one place, so no domain imports another just to schedule its housekeeping.
 */
const JOBS: readonly ScheduledJob[] = [
  // Mail queued while SMTP was away, or whose immediate delivery failed (docs/architecture.md, The mail outbox).
  { name: "mail delivery", everyMs: 15_000, atStart: false, run: () => deliverPendingEmails({ limit: 50 }) },
  // Captures, voids, cancellations and the maker's partial refunds that a crash or an outage left half-way (a refund
  // is asked of the gateway again under its own key).
  {
    name: "checkout reconciler",
    everyMs: 2 * 60 * 1000,
    atStart: true,
    run: () => Promise.all([reconcileCheckouts(), settlePendingRefunds()]),
  },
  // The admins' morning mail of pieces running out: due from DIGEST_HOUR; the first process to look claims the day.
  { name: "low-stock digest", everyMs: 5 * 60 * 1000, atStart: true, run: () => sendLowStockDigest() },
  // The nexus watch: a state nearing or past its economic-nexus line where she is not registered mails the admins once
  // a year (lib/tax/nexus-alerts.ts says why on this tick and not at capture); the first process to claim it sends.
  { name: "nexus watch", everyMs: 30 * 60 * 1000, atStart: true, run: async () => alertNexus(await nexusReport()) },
  // Review requests: each delivered order's buyer is asked once, REVIEW_DELAY_DAYS after delivery; the first process
  // to claim an order sends its mail (lib/reviews/invitations.ts).
  { name: "review requests", everyMs: 15 * 60 * 1000, atStart: true, run: () => sendReviewInvitations() },
  // Finished checkouts 30 days old, counters whose window ended a day ago, accounts nobody verified within a week,
  // sessions expired or revoked, mail sent 30 days ago, mailed links that expired, speed samples 35 days old,
  // alerts and newsletter sign-ups nobody confirmed within 30 days of their latest request; and back-in-stock alerts a
  // restock could not send at once (the
  // database away just then): their piece is back, so they fire now.
  {
    name: "housekeeping",
    everyMs: HOUR_MS,
    atStart: true,
    run: () =>
      Promise.all([
        pruneCheckouts(),
        pruneRateLimitCounters(),
        pruneUnverifiedAccounts(),
        pruneRefreshFamilies(),
        pruneSentMail(),
        pruneExpiredLinkTokens(),
        sendDueStockAlerts(),
        pruneVitalSamples(),
        pruneUnconfirmedStockAlerts(),
        prunePendingSubscribers(),
      ]),
  },
];

/**
 * What a Next.js server process does once at start (called from instrumentation.ts, Node.js runtime only).
 * A server started without `npm start` (systemd running `next start`, say) gets the same refusal as `npm start`:
 * an invalid environment, such as production without PAYMENTS, stops it at once with one line per problem.
 */
export function onServerStart(): void {
  const problems = environmentProblems();
  if (problems.length > 0) {
    // Plain lines, as `npm start`'s own checks print them: the server never ran, so there is no log to join, and
    // whoever reads the service's status reads these.
    for (const problem of problems) console.error(`[atelier] ${problem}`);
    process.exit(1);
  }
  if (logSettings().format === "json") sendConsoleToLog();
  const mismatch = builtPolicyMismatch();
  if (mismatch) log.warn(mismatch);
  // Before the first request: per-client limits need every request's peer (lib/http/client-address.ts).
  recordPeerAddresses();
  startScheduledJobs(JOBS);
}
