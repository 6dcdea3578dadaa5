import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";

const SITE = path.resolve(import.meta.dirname, "../../docs/nginx/atelier.conf");
const found = (program: string) => spawnSync("/bin/sh", ["-c", `command -v ${program}`]).status === 0;

describe("docs/nginx/atelier.conf", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "atelier-nginx-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test.runIf(found("nginx") && found("openssl"))("nginx -t accepts the site as documented, with a throwaway certificate", () => {
    execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=shop.example.com", "-keyout", path.join(root, "privkey.pem"), "-out", path.join(root, "fullchain.pem")], {
      stdio: "ignore",
    });
    // The file as committed, with only the places an operator fills in pointed into the throwaway folder.
    const site = readFileSync(SITE, "utf8")
      .replaceAll("/etc/letsencrypt/live/shop.example.com/", `${root}/`)
      .replaceAll("/var/cache/nginx/atelier", path.join(root, "cache"));
    writeFileSync(path.join(root, "site.conf"), site);
    writeFileSync(path.join(root, "nginx.conf"), `pid ${root}/nginx.pid;\nerror_log ${root}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${root}/site.conf;\n}\n`);
    const check = spawnSync("nginx", ["-t", "-p", root, "-c", path.join(root, "nginx.conf"), "-e", path.join(root, "error.log")], { encoding: "utf8" });
    expect(check.stderr).toContain("test is successful");
    expect(check.status).toBe(0);
  });

  test("passes the client's address and its request id on as TRUSTED_PROXY=1 expects, and lets a 25 MB photo through", () => {
    const site = readFileSync(SITE, "utf8");
    expect(site).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    expect(site).toContain("proxy_set_header X-Request-Id $request_id;");
    expect(site).toMatch(/client_max_body_size 26m;/);
  });
});
