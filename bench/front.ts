import { execFile, spawn, type ChildProcess } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request as httpsRequest } from "node:https";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../scripts/db/free-port";
import { stopChild } from "../scripts/runtime/next-server";

const NGINX = "/usr/sbin/nginx";

/**
 * What docs/nginx/atelier.conf tells the shop about each request (the client's address and scheme, the request id), on
 * kept-alive upstream connections: one copy for the bench's nginx and the proof's.
 */
export const PROXY_HEADERS = `        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Forwarded-Host $host;
        proxy_set_header X-Request-Id $request_id;`;

/** One https origin nginx serves on `port`, passing everything on to the `next start` listening on `upstreamPort`. */
export type FrontSite = { name: string; port: number; upstreamPort: number };

/**
 * nginx as docs/nginx/atelier.conf deploys the shop (TLS with HTTP/2, the same proxy headers, build assets and
 * uploads cached by nginx), one server block per site, on loopback, with every file under `prefix` so that it runs
 * as a child of the bench without touching /etc or /var. The certificate is the run's own (makeCertificate).
 * `listen … ssl http2` as in the site: nginx 1.22 (Debian 12) does not know `http2 on;`.
 */
export function frontConfig(options: {
  prefix: string;
  certificate: string;
  key: string;
  sites: readonly FrontSite[];
  runAsRoot: boolean;
}): string {
  const { prefix, sites } = options;
  const upstreams = sites.map(
    (site) => `    upstream ${site.name} {
        server 127.0.0.1:${site.upstreamPort} max_fails=3 fail_timeout=10s;
        keepalive 16;
    }`,
  );
  const servers = sites.map(
    (site) => `    server {
        listen 127.0.0.1:${site.port} ssl http2;
        server_name 127.0.0.1 localhost;

        ssl_certificate ${options.certificate};
        ssl_certificate_key ${options.key};
        ssl_protocols TLSv1.2 TLSv1.3;
        ssl_prefer_server_ciphers off;
        ssl_session_cache shared:${site.name}_tls:10m;
        ssl_session_timeout 1d;
        ssl_session_tickets off;

        client_max_body_size 1m;

${PROXY_HEADERS}

        location /_next/static/ {
            proxy_pass http://${site.name};
            proxy_cache assets;
            proxy_cache_valid 200 30d;
            proxy_next_upstream error timeout http_502 http_503 http_404;
            add_header X-Cache-Status $upstream_cache_status;
        }

        location /uploads/ {
            proxy_pass http://${site.name};
            proxy_cache assets;
            proxy_cache_valid 200 30d;
            proxy_cache_valid 404 1m;
            add_header X-Cache-Status $upstream_cache_status;
        }

        location = /api/custom-requests {
            client_max_body_size 76m;
            proxy_request_buffering off;
            proxy_pass http://${site.name};
        }

        location = /api/uploads {
            client_max_body_size 26m;
            proxy_request_buffering off;
            proxy_pass http://${site.name};
        }

        location / {
            proxy_pass http://${site.name};
            proxy_read_timeout 60s;
        }
    }`,
  );
  return `# Written by bench/front.ts from docs/nginx/atelier.conf: TLS and HTTP/2 on loopback, everything under this prefix.
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
${options.runAsRoot ? "user root root;\n" : ""}events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    # The cache key holds the upstream's name, so the sites never share an entry.
    proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=assets:10m max_size=256m inactive=30d use_temp_path=off;
${upstreams.join("\n")}
${servers.join("\n")}
}
`;
}

/** The SHA-256 of a certificate's public key, base64: what Chromium's `--ignore-certificate-errors-spki-list` takes. */
export function spkiHash(certificatePem: string): string {
  const der = new X509Certificate(certificatePem).publicKey.export({ type: "spki", format: "der" });
  return createHash("sha256").update(der).digest("base64");
}

export type Certificate = { certificate: string; key: string; pem: string; spki: string };

/**
 * A self-signed certificate for 127.0.0.1 and localhost, valid one day, made for this run in `folder`. Chromium is
 * told to trust its key alone (CHROMIUM's SPKI list), rather than to ignore every certificate error.
 */
export async function makeCertificate(folder: string): Promise<Certificate> {
  const certificate = path.join(folder, "cert.pem");
  const key = path.join(folder, "key.pem");
  await promisify(execFile)("openssl", [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=localhost",
    "-addext",
    "subjectAltName=IP:127.0.0.1,DNS:localhost",
    "-keyout",
    key,
    "-out",
    certificate,
  ]);
  const pem = await readFile(certificate, "utf8");
  return { certificate, key, pem, spki: spkiHash(pem) };
}

/**
 * `fetch` for the run's https origins, trusting the run's certificate only (Node's own fetch cannot be given one).
 * Redirects are never followed, as with `redirect: "manual"`.
 */
export function trustingFetch(
  ca: string,
): (url: string, init?: { method?: string; headers?: Record<string, string>; body?: string }) => Promise<Response> {
  return (url, init = {}) =>
    new Promise((resolve, reject) => {
      const sent = httpsRequest(url, { method: init.method ?? "GET", headers: init.headers, ca }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("error", reject);
        answer.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(answer.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
              headers.append(name, one);
          }
          const status = answer.statusCode ?? 502;
          resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers }));
        });
      });
      sent.on("error", reject);
      sent.end(init.body);
    });
}

export type Front = {
  /** The https origin of each site, by name. */
  origins: Record<string, string>;
  certificate: Certificate;
  /** Chromium flags that trust the run's certificate. */
  chromiumArgs: string[];
  fetch: ReturnType<typeof trustingFetch>;
  stop(): Promise<void>;
};

/**
 * A port for each site before anything listens there: the shop must know its public origin (APP_URL) when it starts.
 */
export async function reserveFrontPorts<Name extends string>(names: readonly Name[]): Promise<Record<Name, number>> {
  const ports: Partial<Record<Name, number>> = {};
  for (const name of names) ports[name] = await freePort();
  return ports as Record<Name, number>;
}

/** nginx in front of `sites`, as a child of this process, with a certificate of its own; resolves once all answer. */
export async function startFront(sites: readonly FrontSite[]): Promise<Front> {
  const prefix = await mkdtemp(path.join(os.tmpdir(), "atelier-bench-front-"));
  await mkdir(path.join(prefix, "logs"), { recursive: true });
  await mkdir(path.join(prefix, "cache"), { recursive: true });
  const certificate = await makeCertificate(prefix);
  const conf = path.join(prefix, "nginx.conf");
  await writeFile(
    conf,
    frontConfig({
      prefix,
      certificate: certificate.certificate,
      key: certificate.key,
      sites,
      runAsRoot: process.getuid?.() === 0,
    }),
  );
  const child: ChildProcess = spawn(
    NGINX,
    ["-p", prefix, "-c", conf, "-e", path.join(prefix, "logs/error.log"), "-g", "daemon off;"],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const fetchTrusting = trustingFetch(certificate.pem);
  const origins = Object.fromEntries(sites.map((site) => [site.name, `https://127.0.0.1:${site.port}`]));
  const stop = async () => {
    await stopChild(child);
    await rm(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (const origin of Object.values(origins)) {
    while (
      !(await fetchTrusting(`${origin}/`).then(
        () => true,
        () => false,
      ))
    ) {
      if (child.exitCode !== null || Date.now() > deadline) {
        const log = await readFile(path.join(prefix, "logs/error.log"), "utf8").catch(() => "");
        await stop();
        throw new Error(`nginx did not answer on ${origin}:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    origins,
    certificate,
    chromiumArgs: [`--ignore-certificate-errors-spki-list=${certificate.spki}`],
    fetch: fetchTrusting,
    stop,
  };
}
