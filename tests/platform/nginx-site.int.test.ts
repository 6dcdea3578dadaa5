import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { REFERENCE_PHOTOS } from "@/lib/commissions/requests";
import { FORM_BODY_LIMIT_BYTES, JSON_BODY_LIMIT_BYTES } from "@/lib/http/body";
import { WEBHOOK_BODY_LIMIT_BYTES } from "@/lib/payments/webhooks/body-limit";
import { uploadBodyLimit } from "@/lib/http/multipart";
import { multipartBodyLimit } from "@/lib/http/multipart-stream";
import { PHOTO_UPLOAD } from "@/lib/images/uploads";

const SITE = path.resolve(import.meta.dirname, "../../docs/nginx/atelier.conf");
const API = path.resolve(import.meta.dirname, "../../app/api");
const MIB = 1024 * 1024;
const found = (program: string) => spawnSync("/bin/sh", ["-c", `command -v ${program}`]).status === 0;

describe("docs/nginx/atelier.conf", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "atelier-nginx-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test.runIf(found("nginx") && found("openssl"))(
    "nginx -t accepts the site as documented, with a throwaway certificate",
    () => {
      execFileSync(
        "openssl",
        [
          "req",
          "-x509",
          "-newkey",
          "rsa:2048",
          "-nodes",
          "-days",
          "1",
          "-subj",
          "/CN=shop.example.com",
          "-keyout",
          path.join(root, "privkey.pem"),
          "-out",
          path.join(root, "fullchain.pem"),
        ],
        {
          stdio: "ignore",
        },
      );
      // The file as committed, with only the places an operator fills in pointed into the throwaway folder.
      const site = readFileSync(SITE, "utf8")
        .replaceAll("/etc/letsencrypt/live/shop.example.com/", `${root}/`)
        .replaceAll("/var/cache/nginx/atelier", path.join(root, "cache"));
      writeFileSync(path.join(root, "site.conf"), site);
      writeFileSync(
        path.join(root, "nginx.conf"),
        `pid ${root}/nginx.pid;\nerror_log ${root}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${root}/site.conf;\n}\n`,
      );
      const check = spawnSync(
        "nginx",
        ["-t", "-p", root, "-c", path.join(root, "nginx.conf"), "-e", path.join(root, "error.log")],
        { encoding: "utf8" },
      );
      expect(check.stderr).toContain("test is successful");
      expect(check.status).toBe(0);
    },
  );

  test("passes the client's address and its request id on as TRUSTED_PROXY=1 expects", () => {
    const site = readFileSync(SITE, "utf8");
    expect(site).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    expect(site).toContain("proxy_set_header X-Request-Id $request_id;");
  });

  test("each route that takes photos is capped at the largest body the shop reads there, and streamed; every other body fits the default", () => {
    const site = readFileSync(SITE, "utf8");
    const locations = new Map(
      [...site.matchAll(/location = (\S+) \{([^}]*)\}/g)].map(([, where = "", block = ""]) => [where, block]),
    );
    const capOf = (block: string | undefined) =>
      Number(/client_max_body_size (\d+)m;/.exec(block ?? "")?.[1] ?? Number.NaN);
    // The smallest whole MiB that holds the shop's own cap: below it nginx would refuse, with its own page, a form the
    // shop takes; above it a body the shop refuses anyway would be passed on.
    const expected = {
      "/api/custom-requests": Math.ceil(multipartBodyLimit(REFERENCE_PHOTOS) / MIB),
      "/api/uploads": Math.ceil(uploadBodyLimit(PHOTO_UPLOAD) / MIB),
    };
    expect(expected).toEqual({ "/api/custom-requests": 76, "/api/uploads": 26 });
    for (const [where, cap] of Object.entries(expected)) {
      expect(capOf(locations.get(where)), where).toBe(cap);
      expect(locations.get(where), where).toContain("proxy_request_buffering off;");
    }

    // Every route that reads a multipart body has its location above; the rest fit the server's default.
    const routeFiles = readdirSync(API, { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith("route.ts"),
    );
    const takingFiles = routeFiles.filter((file) =>
      /\b(upload|files): [A-Z_]+\b/.test(readFileSync(path.join(API, file), "utf8")),
    );
    expect(takingFiles.map((file) => `/api/${path.dirname(file)}`).sort()).toEqual(Object.keys(expected).sort());
    const serverCap = Number(/^ {4}client_max_body_size (\d+)m;$/m.exec(site)?.[1]) * MIB;
    expect(serverCap).toBeGreaterThanOrEqual(
      Math.max(JSON_BODY_LIMIT_BYTES, WEBHOOK_BODY_LIMIT_BYTES, FORM_BODY_LIMIT_BYTES),
    );
    expect(serverCap).toBeLessThan(uploadBodyLimit(PHOTO_UPLOAD));
  });
});
