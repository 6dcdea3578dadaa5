import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { cp, mkdir, readdir, rm, symlink, writeFile } from "node:fs/promises";
import { createServer, request as httpRequest } from "node:http";
import os from "node:os";
import path from "node:path";
import { createDbClient, type Db } from "@/lib/db-client";
import { seedDemoCatalog } from "@/prisma/seed";
import { PROXY_HEADERS } from "../bench/front";
import type { HeldEvent } from "../bench/webhook-catcher";
import { ensureDatabase, startEmbeddedPostgres } from "../scripts/db/embedded-postgres";
import { startTcpProxy, type TcpProxy } from "../scripts/faults/tcp-proxy";
import { freePort } from "../scripts/db/free-port";
import { applyMigrations } from "../scripts/db/migrations";
import { quoteIdent, withDatabase } from "../scripts/db/pg-url";
import { runSql } from "../scripts/db/run-sql";
import { startMailCatcher, type MailCatcher } from "../scripts/mail/catcher";
import { buildApp, stopChild, waitForHealthy } from "../scripts/runtime/next-server";
import { ROOT } from "../scripts/runtime/paths";
import { startLocalBucket, type LocalBucket } from "../tests/support/s3-server";
import { startSmtpForwarder } from "./smtp-forwarder";

const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");
const NGINX = "/usr/sbin/nginx";

export type Instance = {
  label: "A" | "B";
  url: string;
  port: number;
  dir: string;
  /** Its own ATELIER_DATA_DIR, as on a host of its own: photos go to the shared bucket, never here. */
  dataDir: string;
  child: ChildProcess;
  pid(): number;
  /** SIGKILL, as the kernel's OOM killer or a pulled plug would: no shutdown code runs. */
  kill(): Promise<void>;
  /** Starts it again on the same port and folder; resolves once it answers /api/health. */
  restart(): Promise<void>;
  /** Everything the instance wrote (stdout and stderr) since it first started. */
  output(): string;
};

export type Cluster = {
  /** nginx, the shop's public face. */
  url: string;
  /** APP_URL of both instances: the webhook tap, which forwards to nginx (see startWebhookTap). */
  appUrl: string;
  instances: [Instance, Instance];
  /** The proof's own connection to Postgres, straight to the server (never through the proxy). */
  db: Db;
  databaseUrl: string;
  dbProxy: TcpProxy;
  /** The one S3-compatible bucket both instances keep their photos in (IMAGE_STORE=s3). */
  bucket: LocalBucket;
  mail: MailControl;
  webhooks: WebhookTap;
  webhookSecret: string;
  authSecret: string;
  stop(): Promise<void>;
};

export type MailControl = {
  smtpPort: number;
  catcher(): MailCatcher | null;
  stopCatcher(): Promise<void>;
  startCatcher(): Promise<void>;
  /** Which instance (A, B) sent a RCPT TO for each recipient, as seen by the SMTP forwarder. */
  senders(): ReadonlyMap<string, readonly string[]>;
};

export type WebhookTap = {
  /** Hold: answer the test gateway 200 and keep its events; forward (the default): pass them on to nginx. */
  hold(on: boolean): void;
  /** Removes and returns every held event. */
  takeHeld(): HeldEvent[];
  close(): Promise<void>;
};

async function freshDatabase(log: (line: string) => void): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `atelier_proof_${process.pid}`;
  const testServer = process.env.TEST_DATABASE_URL?.trim();
  if (testServer) {
    const admin = withDatabase(testServer, "postgres");
    await runSql(admin, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    await ensureDatabase(admin, name);
    log(`database: ${name} on TEST_DATABASE_URL's server`);
    return {
      url: withDatabase(testServer, name),
      drop: () => runSql(admin, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
    };
  }
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(os.tmpdir(), `atelier-proof-pg-${process.pid}`),
    persistent: false,
  });
  await ensureDatabase(postgres.url("postgres"), name);
  log(`database: ${name} on an embedded Postgres (no TEST_DATABASE_URL)`);
  return { url: postgres.url(name), drop: () => postgres.stop() };
}

/**
 * A folder that looks like the repository to `next start` but has its own .next (build output and the cache
 * Next writes at run time), as a second machine would: everything else is a link to the checkout.
 */
async function instanceFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const entry of await readdir(ROOT)) {
    if (entry === ".next" || entry === ".git" || entry === ".data") continue;
    await symlink(path.join(ROOT, entry), path.join(dir, entry));
  }
  await cp(path.join(ROOT, ".next"), path.join(dir, ".next"), {
    recursive: true,
    filter: (source) =>
      !source.startsWith(path.join(ROOT, ".next/cache")) && !source.startsWith(path.join(ROOT, ".next/dev")),
  });
}

function startInstance(
  label: "A" | "B",
  dir: string,
  port: number,
  env: NodeJS.ProcessEnv,
  logFile: WriteStream,
): Instance {
  const dataDir = env.ATELIER_DATA_DIR ?? path.join(dir, ".data");
  let text = "";
  const spawnIt = () => {
    const child = spawn(process.execPath, [NEXT_BIN, "start", "--port", String(port), "--hostname", "127.0.0.1"], {
      cwd: dir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const take = (chunk: string) => {
      text = (text + chunk).slice(-2_000_000);
      logFile.write(chunk);
    };
    child.stdout.setEncoding("utf8").on("data", take);
    child.stderr.setEncoding("utf8").on("data", take);
    return child;
  };
  const url = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    label,
    url,
    port,
    dir,
    dataDir,
    child: spawnIt(),
    pid: () => instance.child.pid ?? 0,
    async kill() {
      const exited = new Promise<void>((resolve) => instance.child.once("exit", () => resolve()));
      instance.child.kill("SIGKILL");
      await exited;
    },
    async restart() {
      instance.child = spawnIt();
      await waitForHealthy(url, instance.child);
    },
    output: () => text,
  };
  return instance;
}

/** nginx in front of both instances: docs/nginx/atelier.conf without TLS, in a folder of its own. */
async function startNginx(prefix: string, port: number, upstreams: readonly number[]): Promise<ChildProcess> {
  await mkdir(path.join(prefix, "logs"), { recursive: true });
  await mkdir(path.join(prefix, "cache"), { recursive: true });
  const conf = path.join(prefix, "nginx.conf");
  const servers = upstreams
    .map((upstream) => `        server 127.0.0.1:${upstream} max_fails=3 fail_timeout=10s;`)
    .join("\n");
  const headers = `
${PROXY_HEADERS}`;
  await writeFile(
    conf,
    `# Written by proof/cluster.ts from docs/nginx/atelier.conf: plain HTTP on loopback, everything under this prefix.
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
${process.getuid?.() === 0 ? "user root root;" : ""}
events { worker_connections 1024; }
http {
    access_log ${prefix}/logs/access.log;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    upstream atelier {
${servers}
        keepalive 16;
    }
    proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=atelier_assets:10m max_size=256m inactive=30d use_temp_path=off;
    server {
        listen 127.0.0.1:${port};
        client_max_body_size 6m;${headers}
        location /_next/static/ {
            proxy_pass http://atelier;
            proxy_cache atelier_assets;
            proxy_cache_valid 200 30d;
            proxy_next_upstream error timeout http_502 http_503 http_404;
            add_header X-Cache-Status $upstream_cache_status;
        }
        location /uploads/ {
            proxy_pass http://atelier;
            proxy_cache atelier_assets;
            proxy_cache_valid 200 30d;
            proxy_cache_valid 404 1m;
            add_header X-Cache-Status $upstream_cache_status;
        }
        location / {
            proxy_pass http://atelier;
            proxy_read_timeout 60s;
        }
    }
}
`,
  );
  const child = spawn(NGINX, ["-p", prefix, "-c", conf, "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode} (see ${prefix}/logs/error.log)`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("nginx did not answer within 10 s");
}

/**
 * Where the test gateway delivers its signed events (the instances' APP_URL): passes every request on to nginx,
 * and keeps a copy of each payment event so scenarios can hold the gateway's own delivery back and replay it.
 */
async function startWebhookTap(nginxUrl: string): Promise<{ url: string; tap: WebhookTap }> {
  let holding = false;
  let held: HeldEvent[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const signature = request.headers["stripe-signature"];
      if (request.url === "/api/payments/webhook" && typeof signature === "string") {
        const event = JSON.parse(body.toString("utf8")) as { type?: string; data?: { object?: { id?: string } } };
        const copy = {
          paymentIntentId: event.data?.object?.id ?? "",
          type: event.type ?? "",
          body: body.toString("utf8"),
          signature,
        };
        if (holding) {
          held.push(copy);
          response.writeHead(200, { "content-type": "application/json" }).end('{"received":true}');
          return;
        }
      }
      const forwarded = httpRequest(
        `${nginxUrl}${request.url ?? "/"}`,
        { method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      forwarded.on("error", () => response.writeHead(502).end());
      forwarded.end(body);
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    tap: {
      hold: (on) => {
        holding = on;
      },
      takeHeld: () => {
        const taken = held;
        held = [];
        return taken;
      },
      close: () =>
        new Promise((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    },
  };
}

/**
 * The SMTP server the instances use: a forwarder (to tell which instance sends each mail) in front of the mail
 * catcher, which the proof stops and starts again on the same port.
 */
async function startMail(
  pids: () => ReadonlyMap<string, number>,
): Promise<{ smtpUrl: string; control: MailControl; close(): Promise<void> }> {
  const smtpPort = await freePort();
  let catcher: MailCatcher | null = await startMailCatcher({ smtpPort });
  const forwarder = await startSmtpForwarder(smtpPort, pids);
  return {
    smtpUrl: `smtp://127.0.0.1:${forwarder.port}`,
    control: {
      smtpPort,
      catcher: () => catcher,
      async stopCatcher() {
        await catcher?.stop();
        catcher = null;
      },
      async startCatcher() {
        catcher ??= await startMailCatcher({ smtpPort });
      },
      senders: () => forwarder.senders(),
    },
    async close() {
      await forwarder.close();
      await catcher?.stop();
    },
  };
}

/**
 * Everything `npm run proof` stands up: one build, two `next start` instances in folders of their own (each its
 * own data folder, as on two hosts), nginx in front, Postgres behind a TCP proxy the proof can stall or cut, one
 * S3-compatible bucket for the photos, and a mail catcher it can stop.
 */
export async function startCluster(options: { build: boolean; log: (line: string) => void }): Promise<Cluster> {
  const { log } = options;
  const work = path.join(os.tmpdir(), `atelier-proof-${process.pid}`);
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    const database = await freshDatabase(log);
    cleanups.push(() => database.drop());
    await applyMigrations(database.url);
    const db = createDbClient(database.url, 4);
    cleanups.push(() => db.$disconnect());
    await seedDemoCatalog(db);

    const target = new URL(database.url);
    const dbProxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => dbProxy.close());
    const proxiedUrl = new URL(database.url);
    proxiedUrl.hostname = "127.0.0.1";
    proxiedUrl.port = String(dbProxy.port);

    // Two hosts share no folder: the photos live in one bucket, an S3-compatible server on this machine.
    const bucket = await startLocalBucket();
    cleanups.push(() => bucket.close());

    const authSecret = randomBytes(32).toString("base64url");
    const webhookSecret = `whsec_${randomBytes(24).toString("base64url")}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      CHECKPOINT_DISABLE: "1",
      PAYMENTS: "test",
      TRUSTED_PROXY: "1",
      LOG_LEVEL: "warn",
      AUTH_SECRET: authSecret,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      DATABASE_URL: proxiedUrl.toString(),
      ...bucket.env,
      // The S3 SDK's notice that its releases after January 2027 will need Node 22 (the version here is pinned).
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    };
    // Next must start without the react-server condition the proof itself runs under.
    delete env.NODE_OPTIONS;
    if (options.build) {
      log("next build (once, for both instances)");
      await buildApp(env);
    }

    const ports = [await freePort(), await freePort()] as const;
    const nginxPort = await freePort();
    const nginxUrl = `http://127.0.0.1:${nginxPort}`;
    const { url: appUrl, tap } = await startWebhookTap(nginxUrl);
    cleanups.push(() => tap.close());
    let instances: Instance[] = [];
    const mail = await startMail(() => new Map(instances.map((instance) => [instance.label, instance.pid()])));
    cleanups.push(() => mail.close());

    const labels = ["A", "B"] as const;
    instances = await Promise.all(
      labels.map(async (label, i) => {
        const dir = path.join(work, `instance-${label}`);
        await instanceFolder(dir);
        const logFile = createWriteStream(path.join(work, `instance-${label}.log`));
        const instanceEnv = {
          ...env,
          PORT: String(ports[i]),
          APP_URL: appUrl,
          SMTP_URL: mail.smtpUrl,
          ATELIER_DATA_DIR: path.join(dir, "data"),
        };
        return startInstance(label, dir, ports[i] ?? 0, instanceEnv, logFile);
      }),
    );
    cleanups.push(() => Promise.all(instances.map((instance) => stopChild(instance.child))));
    await Promise.all(instances.map((instance) => waitForHealthy(instance.url, instance.child)));
    const [a, b] = instances;
    if (!a || !b) throw new Error("Two instances were not started");
    log(`instances: A ${a.url} (pid ${a.pid()}), B ${b.url} (pid ${b.pid()}); logs in ${work}`);

    const nginx = await startNginx(path.join(work, "nginx"), nginxPort, ports);
    cleanups.push(() => stopChild(nginx));
    log(
      `nginx: ${nginxUrl}; database proxy :${dbProxy.port}; SMTP ${mail.smtpUrl} → catcher :${mail.control.smtpPort}`,
    );

    return {
      url: nginxUrl,
      appUrl,
      instances: [a, b],
      db,
      databaseUrl: database.url,
      dbProxy,
      bucket,
      mail: mail.control,
      webhooks: tap,
      webhookSecret,
      authSecret,
      stop: async () => {
        for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
        // The instances' logs stay for whoever reads a failure; their copies of the build do not.
        for (const folder of ["instance-A", "instance-B", "nginx"])
          await rm(path.join(work, folder), { recursive: true, force: true });
        log(`instance logs kept in ${work}`);
      },
    };
  } catch (error) {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    throw error;
  }
}
