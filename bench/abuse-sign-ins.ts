// bench:abuse's sign-in loop: one browser that has signed in before (its device cookie) signs in with the right
// password again and again, each as soon as the last is answered, as a script looping on a session would. Every
// success is a bcrypt round and a new session; the client's 60 in 15 minutes end the loop
// (LOGIN_ATTEMPTS_PER_KNOWN_CLIENT).
// The product page is measured idle, then for as long as the loop lasts.
import bcrypt from "bcryptjs";
import { DEVICE_COOKIE } from "@/lib/auth/session-cookies";
import { createDbClient } from "@/lib/db-client";
import {
  attackerAgent,
  counts,
  judge,
  measure,
  ms,
  PAGES_PER_SECOND,
  percentile,
  printFigures,
  SECONDS,
  send,
  tally,
} from "./abuse-load";

const EMAIL = "bench-loop@example.test";
const PASSWORD = "Garnet&Gold42";
/** Sign-ins in the loop: past the 60 a known browser has, so that it is seen to end. */
const ATTEMPTS = 90;
const FROM = { "x-forwarded-for": "198.51.100.60" };

/** The device cookie her first sign-in sets, as the browser would send it back (`name=value`). */
async function firstSignIn(baseUrl: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...FROM },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!answer.ok) throw new Error(`The loop's member could not sign in: ${answer.status} ${await answer.text()}`);
  const device = answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .find((pair) => pair.split("=")[0]?.endsWith(DEVICE_COOKIE));
  if (!device) throw new Error("The first sign-in set no device cookie");
  return device;
}

/** Runs the scenario and prints its figures; true when the page's p95 held its budget. */
export async function signInLoop(baseUrl: string, databaseUrl: string, pageUrl: string): Promise<boolean> {
  const client = createDbClient(databaseUrl, 1);
  try {
    // Cost 12, as the shop hashes passwords (lib/auth/password.ts): each success costs what a real one does.
    const passwordHash = await bcrypt.hash(PASSWORD, 12);
    await client.user.create({
      data: { email: EMAIL, name: "Loop Member", passwordHash, role: "USER", emailVerifiedAt: new Date() },
    });
  } finally {
    await client.$disconnect();
  }
  const cookie = await firstSignIn(baseUrl);

  console.log(`\nproduct page idle: ${PAGES_PER_SECOND} requests/s for ${SECONDS} s`);
  const idle = await measure(pageUrl, SECONDS);

  console.log(`product page during ${ATTEMPTS} sign-ins in a row by one browser with its device cookie`);
  let looping = true;
  const page = measure(pageUrl, () => looping);
  const statuses: number[] = [];
  const latencies: number[] = [];
  const begin = performance.now();
  const body = JSON.stringify({ email: EMAIL, password: PASSWORD });
  for (let i = 0; i < ATTEMPTS; i += 1) {
    const sent = performance.now();
    statuses.push(
      await send(`${baseUrl}/api/auth/login`, attackerAgent, { method: "POST", body, headers: { ...FROM, cookie } }),
    );
    latencies.push(performance.now() - sent);
  }
  const loopSeconds = (performance.now() - begin) / 1000;
  looping = false;
  const during = await page;

  printFigures(`Product page (${PAGES_PER_SECOND} requests/s) idle and during one browser's sign-in loop`, [
    ["idle", idle],
    ["during the loop", during],
  ]);
  const held = judge("page", idle, during);
  const firstRefusal = statuses.indexOf(429);
  const okBefore = statuses
    .slice(0, firstRefusal === -1 ? statuses.length : firstRefusal)
    .filter((status) => status === 200).length;
  const byStatus = new Map<string, number>();
  for (const status of statuses) tally(byStatus, status);
  const succeeded = latencies.filter((_, i) => statuses[i] === 200).sort((a, b) => a - b);
  const refused = latencies.filter((_, i) => statuses[i] === 429).sort((a, b) => a - b);
  console.log(
    `\nSign-ins sent: ${ATTEMPTS} in ${loopSeconds.toFixed(1)} s (after the one that set the cookie), answered ${counts(byStatus)}`,
  );
  console.log(
    `  200s before the first 429: ${okBefore}${firstRefusal === -1 ? " (no 429)" : `, first 429 at attempt ${firstRefusal + 1}`}`,
  );
  console.log(
    `  200 answers p50 ${ms(percentile(succeeded, 0.5)).trim()}, p95 ${ms(percentile(succeeded, 0.95)).trim()}; 429 answers p50 ${ms(percentile(refused, 0.5)).trim()}, p95 ${ms(percentile(refused, 0.95)).trim()}`,
  );
  return held;
}
