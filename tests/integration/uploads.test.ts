import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { POST } from "@/app/api/uploads/route";
import { GET as serve } from "@/app/uploads/[...path]/route";
import { createLocalDiskStore } from "@/lib/images/local-disk-store";
import { setImageStore } from "@/lib/images/store";
import { callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { JPEG_EXIF_ROTATED_5x4, PNG_3x2, SVG_WITH_SCRIPT, WEBP_LOSSY_6x5, pngHeader } from "../factories/images";
import { createAdmin, createUser } from "../factories/users";

type Upload = { url: string; width: number; height: number };

const FIVE_MB = 5 * 1024 * 1024;

describe("image uploads", () => {
  const database = useTestDatabase();
  let adminToken = "";
  let memberToken = "";
  let folder = "";
  let root = "";

  beforeAll(async () => {
    adminToken = (await createAdmin(database.client())).accessToken;
    memberToken = (await createUser(database.client())).accessToken;
    folder = await mkdtemp(path.join(os.tmpdir(), "atelier-uploads-"));
    root = path.join(folder, "uploads");
    setImageStore(createLocalDiskStore(root));
  });

  afterAll(async () => {
    setImageStore(undefined);
    await rm(folder, { recursive: true, force: true });
  });

  function uploadRequest(file: Blob | string | null, options: { token?: string | null; field?: string; name?: string } = {}) {
    const form = new FormData();
    const field = options.field ?? "file";
    if (typeof file === "string") form.set(field, file);
    else if (file) form.set(field, file, options.name ?? "photo.png");
    const token = options.token === undefined ? adminToken : options.token;
    return new Request("http://localhost/api/uploads", {
      method: "POST",
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  function upload(file: Blob | string | null, options: Parameters<typeof uploadRequest>[1] = {}) {
    return callRoute<Upload>(POST, uploadRequest(file, options));
  }

  async function stored(): Promise<string[]> {
    return readdir(root).catch(() => []);
  }

  async function fetchUpload(...segments: string[]) {
    return serve(new Request(`http://localhost/uploads/${segments.join("/")}`), { params: Promise.resolve({ path: segments }) });
  }

  describe("POST /api/uploads", () => {
    test("an admin uploads a PNG: 201 with its URL and size, stored under a random name", async () => {
      const { status, body } = await upload(new Blob([PNG_3x2], { type: "image/png" }), { name: "my photo.png" });

      expect(status).toBe(201);
      expect(body.success).toBe(true);
      expect(body.data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
      expect([body.data.width, body.data.height]).toEqual([3, 2]);
      const name = body.data.url.slice("/uploads/".length);
      expect(new Uint8Array(await readFile(path.join(root, name)))).toEqual(PNG_3x2);
    });

    test("the real format decides the extension, not the declared type or file name", async () => {
      const { status, body } = await upload(new Blob([WEBP_LOSSY_6x5], { type: "image/png" }), { name: "looks-like.png" });
      expect(status).toBe(201);
      expect(body.data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      expect([body.data.width, body.data.height]).toEqual([6, 5]);
    });

    test("a phone photo turned by EXIF reports the size it is shown at", async () => {
      const { body } = await upload(new Blob([JPEG_EXIF_ROTATED_5x4], { type: "image/jpeg" }), { name: "portrait.jpg" });
      expect(body.data.url).toMatch(/\.jpg$/);
      expect([body.data.width, body.data.height]).toEqual([4, 5]);
    });

    test("two uploads of the same picture get different names", async () => {
      const first = await upload(new Blob([PNG_3x2]));
      const second = await upload(new Blob([PNG_3x2]));
      expect(first.body.data.url).not.toBe(second.body.data.url);
    });

    test("a file over 5 MB answers 413 and stores nothing", async () => {
      const before = await stored();
      const tooBig = new Uint8Array(FIVE_MB + 1);
      tooBig.set(PNG_3x2);
      const { status, body } = await upload(new Blob([tooBig], { type: "image/png" }));
      expect(status).toBe(413);
      expect(body).toMatchObject({ success: false, error: "Images must be 5 MB or smaller", code: "payload_too_large" });
      expect(await stored()).toEqual(before);
    });

    test("a file of exactly 5 MB is accepted", async () => {
      const { status } = await upload(new Blob([pngHeader(800, 600, FIVE_MB - 24)]));
      expect(status).toBe(201);
    });

    test("a streamed body without Content-Length is cut off at the limit with 413", async () => {
      const chunk = new Uint8Array(1024 * 1024);
      let sent = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += 1;
          controller.enqueue(chunk);
        },
      });
      const request = new Request("http://localhost/api/uploads", {
        method: "POST",
        body: endless,
        headers: { authorization: `Bearer ${adminToken}`, "content-type": "multipart/form-data; boundary=x" },
        duplex: "half",
      } as RequestInit);
      const answer = await callRoute(POST, request);
      expect(answer.status).toBe(413);
      expect(sent).toBeLessThan(10);
    });

    test("text calling itself a PNG answers 400: the magic bytes decide", async () => {
      const { status, body } = await upload(new Blob(["definitely not a png, just text"], { type: "image/png" }));
      expect(status).toBe(400);
      expect(body.details).toEqual([{ path: "file", message: "Only PNG, JPEG or WebP images can be uploaded" }]);
    });

    test("an SVG answers 400", async () => {
      const { status, body } = await upload(new Blob([SVG_WITH_SCRIPT], { type: "image/svg+xml" }), { name: "logo.svg" });
      expect(status).toBe(400);
      expect(body.details?.[0]?.path).toBe("file");
    });

    test("an image larger than 10000 pixels on a side answers 400", async () => {
      const { status, body } = await upload(new Blob([pngHeader(20_000, 10, 64)]));
      expect(status).toBe(400);
      expect(body.details).toEqual([{ path: "file", message: "Images must be at most 10000 pixels on each side" }]);
    });

    test("a form without a file answers 400 naming file", async () => {
      const missing = await upload(null);
      expect(missing.status).toBe(400);
      expect(missing.body.details).toEqual([{ path: "file", message: "Choose an image to upload" }]);

      const wrongField = await upload(new Blob([PNG_3x2]), { field: "image" });
      expect(wrongField.status).toBe(400);

      const textField = await upload("just text");
      expect(textField.status).toBe(400);
      expect(textField.body.details?.[0]?.path).toBe("file");
    });

    test("an empty file answers 400", async () => {
      const { status, body } = await upload(new Blob([]));
      expect(status).toBe(400);
      expect(body.details).toEqual([{ path: "file", message: "The file is empty" }]);
    });

    test("a JSON body instead of a form answers 400 naming file", async () => {
      const request = new Request("http://localhost/api/uploads", {
        method: "POST",
        body: JSON.stringify({ file: "x" }),
        headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
      });
      const answer = await callRoute(POST, request);
      expect(answer.status).toBe(400);
      expect(answer.body.details?.[0]?.path).toBe("file");
    });

    test("signed out answers 401, a member 403, and nothing is stored", async () => {
      const before = await stored();
      expect((await upload(new Blob([PNG_3x2]), { token: null })).status).toBe(401);
      expect((await upload(new Blob([PNG_3x2]), { token: memberToken })).status).toBe(403);
      expect(await stored()).toEqual(before);
    });
  });

  describe("GET /uploads/{name}", () => {
    test("serves an uploaded image with its type, length and long-lived cache headers", async () => {
      const { body } = await upload(new Blob([WEBP_LOSSY_6x5]));
      const name = body.data.url.slice("/uploads/".length);

      const response = await fetchUpload(name);

      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("content-length")).toBe(String(WEBP_LOSSY_6x5.length));
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(WEBP_LOSSY_6x5);
    });

    test("an unknown name answers 404", async () => {
      const response = await fetchUpload("0123456789abcdef0123456789abcdef.png");
      expect(response.status).toBe(404);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    });

    test("paths that climb out of the folder answer 404, even to a file that exists there", async () => {
      await writeFile(path.join(folder, "secret.png"), PNG_3x2);
      await writeFile(path.join(root, "notes.png"), PNG_3x2);
      for (const segments of [["..", "secret.png"], ["../secret.png"], ["..%2Fsecret.png"], ["%2e%2e", "secret.png"], ["notes.png"], [root, "notes.png"], []]) {
        const response = await fetchUpload(...segments);
        expect(response.status, segments.join("/")).toBe(404);
      }
    });

    test("a nested path answers 404", async () => {
      const { body } = await upload(new Blob([PNG_3x2]));
      const name = body.data.url.slice("/uploads/".length);
      expect((await fetchUpload("sub", name)).status).toBe(404);
    });
  });
});
