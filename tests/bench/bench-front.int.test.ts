import { execFile, execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, test } from "vitest";
import { frontConfig, makeCertificate, spkiHash, startFront } from "@/bench/front";
import { freePort } from "@/scripts/db/free-port";

const SITE = path.resolve(import.meta.dirname, "../../docs/nginx/atelier.conf");
const found = (program: string) => spawnSync("/bin/sh", ["-c", `command -v ${program}`]).status === 0;
const haveTools = found("nginx") && found("openssl");

describe("bench/front.ts: the bench's nginx, as docs/nginx/atelier.conf deploys the shop", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "atelier-bench-front-test-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const config = frontConfig({
    prefix: root,
    certificate: path.join(root, "cert.pem"),
    key: path.join(root, "key.pem"),
    sites: [
      { name: "floor", port: 8443, upstreamPort: 3100 },
      { name: "atelier", port: 9443, upstreamPort: 3200 },
    ],
    runAsRoot: process.getuid?.() === 0,
  });

  test("serves each site with the site's TLS, HTTP/2 and proxy directives", () => {
    const site = readFileSync(SITE, "utf8")
      .split("\n")
      .map((line) => line.trim());
    const directives = site.filter((line) =>
      /^(ssl_protocols|ssl_prefer_server_ciphers|ssl_session_timeout|ssl_session_tickets|proxy_set_header|proxy_http_version|proxy_cache_valid|proxy_next_upstream|client_max_body_size|proxy_read_timeout) /.test(
        line,
      ),
    );
    expect(directives.length).toBeGreaterThan(10);
    // In each of the two server blocks as often as in the site's one.
    const inSite = (directive: string) => site.filter((line) => line === directive).length;
    for (const directive of directives)
      expect(config.split(directive).length - 1, directive).toBe(2 * inSite(directive));
    expect(config).toContain("listen 127.0.0.1:8443 ssl http2;");
    expect(config).toContain("listen 127.0.0.1:9443 ssl http2;");
    expect(config).toMatch(/upstream floor \{\s+server 127\.0\.0\.1:3100 /);
    expect(config).toMatch(/upstream atelier \{\s+server 127\.0\.0\.1:3200 /);
  });

  test.runIf(haveTools)(
    "makes a certificate whose key hash is the one openssl computes, and nginx -t accepts the config",
    async () => {
      const certificate = await makeCertificate(root);
      const publicKey = execFileSync("openssl", ["x509", "-pubkey", "-noout", "-in", certificate.certificate]);
      const der = execFileSync("openssl", ["pkey", "-pubin", "-outform", "der"], { input: publicKey });
      const digest = execFileSync("openssl", ["dgst", "-sha256", "-binary"], { input: der }).toString("base64");
      expect(spkiHash(certificate.pem)).toBe(digest);
      expect(certificate.spki).toBe(digest);
      mkdirSync(path.join(root, "logs"));
      writeFileSync(path.join(root, "nginx.conf"), config);
      const check = spawnSync(
        "nginx",
        ["-t", "-p", root, "-c", path.join(root, "nginx.conf"), "-e", path.join(root, "error.log")],
        { encoding: "utf8" },
      );
      expect(check.stderr).toContain("test is successful");
      expect(check.status).toBe(0);
    },
  );

  test.runIf(haveTools && found("curl"))(
    "answers over HTTP/2 with TLS, passing requests on with the client's address and scheme",
    async () => {
      const upstream = createServer((request, response) => {
        response.setHeader("content-type", "application/json");
        response.setHeader("set-cookie", ["a=1; Path=/", "b=2; Path=/"]);
        response.end(
          JSON.stringify({
            forwardedFor: request.headers["x-forwarded-for"],
            proto: request.headers["x-forwarded-proto"],
            cookie: request.headers.cookie,
          }),
        );
      });
      const upstreamPort = await freePort();
      await new Promise<void>((resolve) => upstream.listen(upstreamPort, "127.0.0.1", resolve));
      const front = await startFront([{ name: "only", port: await freePort(), upstreamPort }]);
      try {
        const origin = front.origins.only ?? "";
        const answer = await front.fetch(`${origin}/anything`, { headers: { cookie: "c=3" } });
        expect(answer.status).toBe(200);
        expect(answer.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
        expect(await answer.json()).toEqual({ forwardedFor: "127.0.0.1", proto: "https", cookie: "c=3" });
        // Not execFileSync: the upstream answering curl (through nginx) runs in this process.
        const curl = await promisify(execFile)(
          "curl",
          [
            "-s",
            "-o",
            "/dev/null",
            "-w",
            "%{http_version}",
            "--http2",
            "--cacert",
            front.certificate.certificate,
            `${origin}/`,
          ],
          {
            encoding: "utf8",
          },
        );
        expect(curl.stdout).toBe("2");
        expect(front.chromiumArgs).toEqual([`--ignore-certificate-errors-spki-list=${front.certificate.spki}`]);
      } finally {
        await front.stop();
        await new Promise((resolve) => upstream.close(resolve));
      }
    },
  );
});
