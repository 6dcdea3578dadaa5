import { spawnSync } from "node:child_process";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../scripts/db/embedded-postgres";
import { freePort } from "../../scripts/db/free-port";
import { runNpmStart, startedAnything, stderrLines, type StartRun } from "../support/npm-start";
import { startLocalBucket, type LocalBucket } from "../support/s3-server";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FAKE_NODE = path.resolve(import.meta.dirname, "../support/fake-node-version.cjs");
const PASSWORD = "Do-Not-Print-Me-42";

/** Each pre-check stops npm start with its one line and exit code 1, well within 15 s and before any build. */
function expectRefusal(run: StartRun, line: string | RegExp): void {
  expect(run.code).toBe(1);
  expect(stderrLines(run)).toEqual([typeof line === "string" ? line : expect.stringMatching(line)]);
  expect(run.ms).toBeLessThan(15_000);
  expect(startedAnything(run)).toBe(false);
}

describe("npm start checks what it needs before it starts or builds anything", { timeout: 30_000 }, () => {
  test("on an old Node.js it names the versions it needs, before loading anything else", async () => {
    const run = await runNpmStart({ FAKE_NODE_VERSION: "20.11.1", NODE_OPTIONS: `--require ${FAKE_NODE}` });
    expectRefusal(
      run,
      "[atelier] Atelier needs Node.js ^20.19 || ^22.12 || >=24 (package.json engines) and this is 20.11.1: install a Node.js in that range (the current LTS is), then run npm ci again",
    );
    expect(run.stdout).toBe("");
  });

  test("the Node.js versions accepted are package.json's engines: Prisma 7's ^20.19 || ^22.12 || >=24", () => {
    const accepts = (version: string) => {
      const env: NodeJS.ProcessEnv = {
        NODE_ENV: "development",
        FAKE_NODE_VERSION: version,
        NODE_OPTIONS: `--require ${FAKE_NODE}`,
      };
      return spawnSync(process.execPath, ["scripts/node-version.mjs"], { cwd: ROOT, env }).status === 0;
    };
    const versions = [
      "18.20.4",
      "20.11.1",
      "20.18.3",
      "20.19.0",
      "21.7.3",
      "22.11.0",
      "22.12.0",
      "23.11.0",
      "24.0.0",
      "26.1.0",
    ];
    expect(versions.filter(accepts)).toEqual(["20.19.0", "22.12.0", "24.0.0", "26.1.0"]);
  });

  test("an invalid environment is refused in one line naming the variable, by the app's own rules", async () => {
    const run = await runNpmStart({ AUTH_SECRET: "too-short" });
    expectRefusal(run, "[atelier] AUTH_SECRET: AUTH_SECRET must be at least 32 characters");
  });

  test("a PORT another program listens on is named before the build, not after it", async () => {
    const taken = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => taken.listen(port, "127.0.0.1", resolve));
    try {
      const run = await runNpmStart({ PORT: String(port) });
      expectRefusal(
        run,
        `[atelier] PORT ${port} is taken by another program: stop it, or choose another port (PORT=${port + 1} npm start)`,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  test("a DATABASE_URL where nothing answers is named by host and port, never with its password", async () => {
    const port = await freePort();
    const run = await runNpmStart({
      PORT: String(await freePort()),
      DATABASE_URL: `postgresql://atelier:${PASSWORD}@127.0.0.1:${port}/atelier`,
    });
    expectRefusal(
      run,
      `[atelier] DATABASE_URL: nothing answers at 127.0.0.1:${port} (is Postgres running there, on that port?)`,
    );
    expect(run.stderr + run.stdout).not.toContain(PASSWORD);
  });

  test("an SMTP server that does not answer is a warning: mail waits in the outbox", async () => {
    const smtpPort = await freePort();
    const run = await runNpmStart({ AUTH_SECRET: "too-short", SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    // The environment is checked first: with it invalid, nothing is contacted and only its line is said.
    expect(stderrLines(run)).toHaveLength(1);
    const port = await freePort();
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(port, "127.0.0.1", resolve));
    try {
      const warned = await runNpmStart({
        PORT: String(port),
        SMTP_URL: `smtp://mailer:${PASSWORD}@127.0.0.1:${smtpPort}`,
      });
      expect(stderrLines(warned)).toEqual([
        `[atelier] Warning: SMTP_URL: the mail server at 127.0.0.1:${smtpPort} refuses connections: mail waits in the outbox and is sent once it answers`,
        `[atelier] PORT ${port} is taken by another program: stop it, or choose another port (PORT=${port + 1} npm start)`,
      ]);
      expect(warned.stderr).not.toContain(PASSWORD);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  describe("a Postgres that checks passwords", () => {
    let postgres: EmbeddedDatabase | undefined;
    beforeAll(async () => {
      postgres = await startEmbeddedPostgres({
        dataDir: path.join(os.tmpdir(), `atelier-prechecks-${process.pid}`),
        persistent: false,
      });
    }, 60_000);
    afterAll(async () => {
      await postgres?.stop();
    });

    test("a wrong password is refused in one line naming the user, host and port, never the password", async () => {
      const port = postgres?.port ?? 0;
      const run = await runNpmStart({
        PORT: String(await freePort()),
        DATABASE_URL: `postgresql://atelier:${PASSWORD}@127.0.0.1:${port}/atelier`,
      });
      expectRefusal(
        run,
        `[atelier] DATABASE_URL: Postgres at 127.0.0.1:${port} refused user "atelier" (wrong password, or no such user)`,
      );
      expect(run.stderr + run.stdout).not.toContain(PASSWORD);
    });
  });

  describe("photos in an S3 bucket (IMAGE_STORE=s3)", () => {
    let bucket: LocalBucket;
    beforeAll(async () => {
      bucket = await startLocalBucket();
    });
    afterAll(async () => {
      await bucket.close();
    });

    /**
     * Runs npm start against the local bucket with a PORT that is taken, so a start that passes the bucket's check
     * stops there.
     */
    async function startWithTakenPort(vars: Record<string, string>): Promise<{ run: StartRun; port: number }> {
      const port = await freePort();
      const taken = net.createServer();
      await new Promise<void>((resolve) => taken.listen(port, "127.0.0.1", resolve));
      try {
        return { run: await runNpmStart({ ...bucket.env, PORT: String(port), ...vars }), port };
      } finally {
        await new Promise((resolve) => taken.close(resolve));
      }
    }

    test("incomplete settings are refused in one line naming the variable", async () => {
      const run = await runNpmStart({ IMAGE_STORE: "s3", S3_BUCKET: "photos" });
      expectRefusal(run, "[atelier] S3_REGION: IMAGE_STORE=s3 needs S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY");
    });

    test("a bucket that answers passes without a word; one that does not exist stops the start, never printing the secret", async () => {
      const { run, port } = await startWithTakenPort({});
      expect(stderrLines(run)).toEqual([
        `[atelier] PORT ${port} is taken by another program: stop it, or choose another port (PORT=${port + 1} npm start)`,
      ]);

      const missing = await runNpmStart({
        ...bucket.env,
        PORT: String(await freePort()),
        S3_BUCKET: "no-such-bucket",
        S3_SECRET_ACCESS_KEY: PASSWORD,
      });
      expectRefusal(
        missing,
        `[atelier] S3_BUCKET: there is no bucket "no-such-bucket" at ${bucket.settings.endpoint ?? ""} (create it first)`,
      );
      expect(missing.stderr + missing.stdout).not.toContain(PASSWORD);
    });

    test("a bucket that does not answer is a warning: the shop runs, uploads answer 503 until it does", async () => {
      await bucket.stop();
      try {
        const { run, port } = await startWithTakenPort({});
        expect(stderrLines(run)).toEqual([
          expect.stringMatching(
            new RegExp(
              `^\\[atelier\\] Warning: S3_ENDPOINT: bucket "atelier-photos" at ${bucket.settings.endpoint ?? ""} does not answer \\(.+\\): photo uploads answer 503 until it does$`,
            ),
          ),
          `[atelier] PORT ${port} is taken by another program: stop it, or choose another port (PORT=${port + 1} npm start)`,
        ]);
      } finally {
        await bucket.start();
      }
    });
  });
});
