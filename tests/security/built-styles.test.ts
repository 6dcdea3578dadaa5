import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { styleHashesIn } from "@/lib/security/built-styles";

describe("the build's stylesheets as CSP sources", () => {
  let folder = "";
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  test("each .css file's exact bytes, SHA-256 in base64, in name order; scripts and maps beside them are not styles", async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "built-styles-"));
    await writeFile(path.join(folder, "b.css"), "body{color:red}");
    await writeFile(path.join(folder, "a.css"), ".a{}");
    await writeFile(path.join(folder, "a.js"), "console.log(1)");
    await writeFile(path.join(folder, "a.css.map"), "{}");
    // Computed apart from the shop: printf '.a{}' | openssl dgst -sha256 -binary | base64
    expect(styleHashesIn(folder)).toEqual([
      "'sha256-zykMelvY9taAHFfnWfsi7Rnifucb0B5GzFq+5ZuppCM='",
      "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='",
    ]);
  });

  test("no build folder: no sources, rather than a failed page", () => {
    expect(styleHashesIn(path.join(os.tmpdir(), "no-such-build-folder-for-atelier"))).toEqual([]);
  });
});
