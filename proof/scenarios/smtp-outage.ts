import type { Cluster } from "../cluster";
import { Timings } from "../http";
import { seconds, sleep, waitFor, type Findings, type Scenario } from "../scenario";
import { completeAsGuest, createPiece, describe, isPaid, payAsGuest, type Paid } from "../shoppers";

const OUTAGE_SECONDS = Number(process.env.PROOF_SMTP_OUTAGE_SECONDS ?? 120);
const ORDERS = 12;
/**
 * The outbox retries after 30 s, 1 min, 2 min…: mail first tried at the start of the outage is due again up to 2 min
 * after it ends.
 */
const ARRIVE_WITHIN_MS = 210_000;

/**
 * The mail catcher goes away for 2 minutes while guests keep ordering through nginx: their orders must be
 * made all the same, their confirmations wait in the outbox, and once the catcher is back every confirmation
 * arrives exactly once; both instances deliver mail (each runs the outbox loop).
 */
export const smtpOutage: Scenario = {
  name: "smtp-outage",
  title: `SMTP outage: the mail catcher down ${OUTAGE_SECONDS} s while ${ORDERS} orders are placed`,
  limitSeconds: OUTAGE_SECONDS + ARRIVE_WITHIN_MS / 1000 + 60,
  async run(cluster: Cluster, findings: Findings) {
    const piece = await createPiece(cluster.db, "Proof mail-outage piece", 1_000, 3_900);
    const timings = new Timings();
    await cluster.mail.stopCatcher();
    const down = Date.now();
    const paid: Paid[] = [];
    const failures: string[] = [];
    for (let n = 0; n < ORDERS; n++) {
      // Spread over the outage, so some mail has been tried (and failed) several times and some only once.
      await sleep(Math.max(0, down + (n * OUTAGE_SECONDS * 1000) / ORDERS - Date.now()));
      const result = await payAsGuest(cluster.url, [piece], "smtp", 3_000 + n, timings, { quantityOne: true });
      if (!isPaid(result)) {
        failures.push(describe(result));
        continue;
      }
      const answer = await completeAsGuest(cluster.url, result, timings);
      if (answer.status === 200) paid.push(result);
      else failures.push(describe(answer));
    }
    const emails = paid.map((p) => p.email);
    const sentDuringOutage = await cluster.db.emailOutbox.count({ where: { to: { in: emails }, status: "sent" } });
    const tried = await cluster.db.emailOutbox.aggregate({ where: { to: { in: emails } }, _sum: { attempts: true } });
    await sleep(Math.max(0, down + OUTAGE_SECONDS * 1000 - Date.now()));
    await cluster.mail.startCatcher();
    const up = Date.now();
    timings.print();
    findings.check(
      "orders placed while mail is down",
      paid.length === ORDERS,
      `${paid.length} of ${ORDERS} orders made${failures.length ? `; ${failures.join(", ")}` : ""}; during the outage ${sentDuringOutage} marked sent, ${tried._sum.attempts ?? 0} delivery attempts failed`,
    );

    const confirmations = () =>
      (cluster.mail.catcher()?.messages() ?? []).filter(
        (mail) => mail.subject.startsWith("Order Confirmed") && mail.to.some((to) => emails.includes(to)),
      );
    const arrived = await waitFor(
      () => new Set(confirmations().flatMap((mail) => mail.to)).size >= emails.length,
      ARRIVE_WITHIN_MS,
      1_000,
    );
    // A second copy would come from another delivery round: give the outbox loops (every 15 s) a round more.
    await sleep(16_000);
    const perBuyer = new Map<string, number>();
    for (const mail of confirmations())
      for (const to of mail.to) if (emails.includes(to)) perBuyer.set(to, (perBuyer.get(to) ?? 0) + 1);
    const twice = [...perBuyer.values()].filter((count) => count > 1).length;
    findings.check(
      "every confirmation arrives exactly once after the catcher returns",
      arrived !== null && perBuyer.size === emails.length && twice === 0,
      `${perBuyer.size} of ${emails.length} arrived, the last ${arrived === null ? "never" : `${seconds(arrived)} after the return`}; ${twice} arrived more than once`,
    );

    const senders = cluster.mail.senders();
    const byInstance = new Map<string, number>();
    for (const email of emails)
      for (const sender of senders.get(email) ?? []) byInstance.set(sender, (byInstance.get(sender) ?? 0) + 1);
    // Which loop takes a message that fell due is a matter of their 15 s phases, so the outage's own dozen may all go
    // one way: the promise is that both instances deliver, counted over every mail of the run so far.
    const overall = new Map<string, number>();
    for (const list of senders.values()) for (const label of list) overall.set(label, (overall.get(label) ?? 0) + 1);
    findings.check(
      "both instances delivered",
      (overall.get("A") ?? 0) > 0 && (overall.get("B") ?? 0) > 0,
      `the outage's confirmations: ${[...byInstance].map(([label, count]) => `${label} sent ${count}`).join(", ") || "no sender seen"}; every mail of the run: ${[...overall].map(([label, count]) => `${label} ${count}`).join(", ")}`,
    );
    findings.note(`catcher back up for ${seconds(Date.now() - up)} when checked`);
  },
};
