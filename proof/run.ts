// npm run proof [-- <scenario> …] — the shop under fire, in numbers: one build served by two `next start`
// instances behind nginx, Postgres behind a TCP proxy the proof stalls and cuts, a mail catcher it stops; each
// scenario breaks something on purpose, prints its figures and PASS/FAIL, and the database is checked after each
// for what must never happen (docs/proof.md). Exits non-zero when anything failed.
import { startCluster, type Cluster } from "./cluster";
import { checkInvariants } from "./invariants";
import { Findings, type Check, type Scenario } from "./scenario";
import { databaseStall } from "./scenarios/database-stall";
import { flashSale } from "./scenarios/flash-sale";
import { killInstance } from "./scenarios/kill-instance";
import { smtpOutage } from "./scenarios/smtp-outage";
import { soak } from "./scenarios/soak";
import { twoAsOne } from "./scenarios/two-as-one";
import { webhookStorm } from "./scenarios/webhook-storm";

const SCENARIOS: readonly Scenario[] = [
  flashSale,
  webhookStorm,
  killInstance,
  databaseStall,
  smtpOutage,
  twoAsOne,
  soak,
];

const asked = process.argv.slice(2).filter((arg) => arg !== "--");
const unknown = asked.filter((name) => !SCENARIOS.some((scenario) => scenario.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown scenario ${unknown.join(", ")}; the scenarios are: ${SCENARIOS.map((scenario) => scenario.name).join(", ")}`,
  );
  process.exit(2);
}
const chosen = asked.length === 0 ? SCENARIOS : SCENARIOS.filter((scenario) => asked.includes(scenario.name));

/** Puts back whatever a scenario broke, even one that ran out of time: database flowing, mail up, instances alive. */
async function repair(cluster: Cluster): Promise<void> {
  cluster.dbProxy.resume();
  cluster.webhooks.hold(false);
  await cluster.mail.startCatcher();
  for (const instance of cluster.instances) {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null) await instance.restart();
  }
}

async function runScenario(cluster: Cluster, scenario: Scenario): Promise<Check[]> {
  console.log(`\n▶ ${scenario.name} — ${scenario.title}`);
  const findings = new Findings();
  const began = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<"limit">((resolve) => {
    timer = setTimeout(() => resolve("limit"), scenario.limitSeconds * 1000);
  });
  try {
    const ended = await Promise.race([scenario.run(cluster, findings), limit]);
    if (ended === "limit") findings.check(`finished within ${scenario.limitSeconds} s`, false, "ran out of time");
  } catch (error) {
    findings.check("ran to the end", false, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
  await repair(cluster);
  const invariants = await checkInvariants(cluster.db);
  findings.check(
    "database invariants",
    invariants.failures.length === 0,
    invariants.failures.length === 0
      ? invariants.figures
      : `${invariants.figures}; ${invariants.failures.slice(0, 5).join("; ")}`,
  );
  console.log(`  (${((Date.now() - began) / 1000).toFixed(0)} s)`);
  return findings.checks;
}

const started = Date.now();
const cluster = await startCluster({ build: process.env.PROOF_SKIP_BUILD !== "1", log: (line) => console.log(line) });
const results: { scenario: string; checks: Check[] }[] = [];
try {
  for (const scenario of chosen)
    results.push({ scenario: scenario.name, checks: await runScenario(cluster, scenario) });
} finally {
  await cluster.stop();
}

console.log("\nSummary");
for (const { scenario, checks } of results) {
  const failed = checks.filter((check) => !check.ok);
  console.log(
    `  ${failed.length === 0 ? "PASS" : "FAIL"}  ${scenario}${failed.length ? `: ${failed.map((check) => check.label).join("; ")}` : ""}`,
  );
}
const failures = results.flatMap(({ checks }) => checks.filter((check) => !check.ok));
console.log(
  `\n${failures.length === 0 ? "Every invariant held" : `${failures.length} checks failed`} (${((Date.now() - started) / 1000).toFixed(0)} s in all)`,
);
process.exit(failures.length === 0 ? 0 : 1);
