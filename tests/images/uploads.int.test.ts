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
import sharp from "sharp";
import { JPEG_EXIF_ROTATED_5x4, PNG_3x2, SVG_WITH_SCRIPT, WEBP_LOSSY_6x5 } from "../factories/images";
import { hasExif, phonePhoto, plainPng, PLANTED_EXIF_TEXT } from "../factories/photos";
import { createProduct } from "../factories/products";
import { createAdmin, createUser } from "../factories/users";

type Upload = { url: string; width: number; height: number };

const LIMIT_BYTES = 25 * 1024 * 1024;
const WEBP_MAGIC = /^RIFF....WEBP/s;

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

  function uploadRequest(
    file: Blob | string | null,
    options: { token?: string | null; field?: string; name?: string } = {},
  ) {
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

  /** Every file the store holds, published pictures and kept originals alike. */
  async function stored(): Promise<string[]> {
    const published = await readdir(root).catch(() => []);
    const originals = await readdir(path.join(root, "originals")).catch(() => []);
    return [
      ...published.filter((name) => name !== "originals"),
      ...originals.map((name) => `originals/${name}`),
    ].sort();
  }

  async function publishedFile(url: string): Promise<Buffer> {
    return readFile(path.join(root, url.slice("/uploads/".length)));
  }

  async function originalFile(url: string, extension: string): Promise<Buffer> {
    return readFile(path.join(root, "originals", `${url.slice("/uploads/".length, -".webp".length)}.${extension}`));
  }

  async function fetchUpload(...segments: string[]) {
    return serve(new Request(`http://localhost/uploads/${segments.join("/")}`), {
      params: Promise.resolve({ path: segments }),
    });
  }

  describe("POST /api/uploads", () => {
    test("an admin uploads a PNG: 201 with its URL and size; a WebP is published under a random name, the PNG kept privately", async () => {
      const { status, body } = await upload(new Blob([PNG_3x2], { type: "image/png" }), { name: "my photo.png" });

      expect(status).toBe(201);
      expect(body.success).toBe(true);
      expect(body.data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      expect([body.data.width, body.data.height]).toEqual([3, 2]);
      expect((await publishedFile(body.data.url)).toString("latin1")).toMatch(WEBP_MAGIC);
      expect(new Uint8Array(await originalFile(body.data.url, "png"))).toEqual(PNG_3x2);
    });

    test("the content decides what the original is, not the declared type or file name", async () => {
      const { status, body } = await upload(new Blob([WEBP_LOSSY_6x5], { type: "image/png" }), {
        name: "looks-like.png",
      });
      expect(status).toBe(201);
      expect([body.data.width, body.data.height]).toEqual([6, 5]);
      expect(new Uint8Array(await originalFile(body.data.url, "webp"))).toEqual(WEBP_LOSSY_6x5);
    });

    test("a phone photo stored sideways with an EXIF orientation is published upright, at the size it is shown at", async () => {
      const { body } = await upload(new Blob([JPEG_EXIF_ROTATED_5x4], { type: "image/jpeg" }), {
        name: "portrait.jpg",
      });
      expect([body.data.width, body.data.height]).toEqual([4, 5]);
      const published = await sharp(await publishedFile(body.data.url)).metadata();
      expect([published.width, published.height, published.orientation]).toEqual([4, 5, undefined]);
    });

    test("a 12-megapixel phone photo is published 1600 pixels wide as WebP, with no EXIF and none of its text", async () => {
      const photo = await phonePhoto(4000, 3000);
      // The factory's photo carries what a phone's does: an EXIF block with the planted text in it.
      expect(hasExif(photo)).toBe(true);
      expect(Buffer.from(photo).includes(PLANTED_EXIF_TEXT)).toBe(true);

      const { status, body } = await upload(new Blob([photo], { type: "image/jpeg" }), { name: "IMG_0412.jpg" });

      expect(status).toBe(201);
      expect([body.data.width, body.data.height]).toEqual([1600, 1200]);
      const published = await publishedFile(body.data.url);
      expect(published.toString("latin1")).toMatch(WEBP_MAGIC);
      expect(hasExif(published)).toBe(false);
      expect(published.includes(PLANTED_EXIF_TEXT)).toBe(false);
      expect(published.includes("PhoneMaker")).toBe(false);
      expect(published.byteLength).toBeLessThan(photo.byteLength / 10);
      const metadata = await sharp(published).metadata();
      expect([metadata.exif, metadata.xmp, metadata.icc, metadata.iptc]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      // The original is kept as it came, metadata and all, where no URL reaches it.
      // Compared as bytes: a deep equality over 8 MB element by element would take minutes.
      expect((await originalFile(body.data.url, "jpg")).equals(photo)).toBe(true);
    });

    test("two uploads of the same picture get different names", async () => {
      const first = await upload(new Blob([PNG_3x2]));
      const second = await upload(new Blob([PNG_3x2]));
      expect(first.body.data.url).not.toBe(second.body.data.url);
    });

    test("a file over 25 MB answers 413 and stores nothing", async () => {
      const before = await stored();
      const tooBig = new Uint8Array(LIMIT_BYTES + 1);
      tooBig.set(PNG_3x2);
      const { status, body } = await upload(new Blob([tooBig], { type: "image/png" }));
      expect(status).toBe(413);
      expect(body).toMatchObject({
        success: false,
        error: "Images must be 25 MB or smaller",
        code: "payload_too_large",
      });
      expect(await stored()).toEqual(before);
    });

    test("an image over 50 megapixels answers 413 before it is decoded, and stores nothing", async () => {
      const before = await stored();
      const { status, body } = await upload(new Blob([await plainPng(10_000, 5_001)]));
      expect(status).toBe(413);
      expect(body).toMatchObject({
        code: "payload_too_large",
        details: [{ path: "file", message: "Images must be at most 50 megapixels" }],
      });
      expect(await stored()).toEqual(before);
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
      // Read up to the cap and a little past it, never on to the end.
      expect(sent).toBeLessThan(LIMIT_BYTES / chunk.length + 5);
    });

    test("text calling itself a PNG answers 415 and stores nothing: the content decides", async () => {
      const before = await stored();
      const { status, body } = await upload(new Blob(["definitely not a png, just text"], { type: "image/png" }));
      expect(status).toBe(415);
      expect(body).toMatchObject({
        code: "unsupported_media_type",
        details: [{ path: "file", message: "Only PNG, JPEG or WebP images can be uploaded" }],
      });
      expect(await stored()).toEqual(before);
    });

    test("an SVG answers 415", async () => {
      const { status, body } = await upload(new Blob([SVG_WITH_SCRIPT], { type: "image/svg+xml" }), {
        name: "logo.svg",
      });
      expect(status).toBe(415);
      expect(body.details?.[0]?.path).toBe("file");
    });

    test("a PNG whose header reads but whose pixels do not answers 415 and stores nothing", async () => {
      const before = await stored();
      const truncated = (await plainPng(64, 64)).slice(0, 60);
      const { status } = await upload(new Blob([truncated]));
      expect(status).toBe(415);
      expect(await stored()).toEqual(before);
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

    test("a second file in the form answers 400 naming file, and stores nothing", async () => {
      const before = await stored();
      const form = new FormData();
      form.append("file", new Blob([PNG_3x2], { type: "image/png" }), "one.png");
      form.append("file", new Blob([PNG_3x2], { type: "image/png" }), "two.png");
      const request = new Request("http://localhost/api/uploads", {
        method: "POST",
        body: form,
        headers: { authorization: `Bearer ${adminToken}` },
      });
      const answer = await callRoute(POST, request);
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual([{ path: "file", message: 'Send one image in the "file" field' }]);
      expect(await stored()).toEqual(before);
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
    test("serves an uploaded image a piece shows with its type, length and long-lived cache headers", async () => {
      const { body } = await upload(new Blob([WEBP_LOSSY_6x5]));
      await createProduct(database.client(), { images: [body.data.url] });
      const name = body.data.url.slice("/uploads/".length);

      const response = await fetchUpload(name);

      const published = new Uint8Array(await publishedFile(body.data.url));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("content-length")).toBe(String(published.length));
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(published);
    });

    test("an original is never served, whatever path names it", async () => {
      const { body } = await upload(new Blob([PNG_3x2]));
      const stem = body.data.url.slice("/uploads/".length, -".webp".length);
      expect((await fetchUpload("originals", `${stem}.png`)).status).toBe(404);
      expect((await fetchUpload(`${stem}.png`)).status).toBe(404);
      expect((await fetchUpload(`originals%2F${stem}.png`)).status).toBe(404);
    });

    test("an unknown name answers 404", async () => {
      const response = await fetchUpload("0123456789abcdef0123456789abcdef.png");
      expect(response.status).toBe(404);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    });

    test("paths that climb out of the folder answer 404, even to a file that exists there", async () => {
      await writeFile(path.join(folder, "secret.png"), PNG_3x2);
      await writeFile(path.join(root, "notes.png"), PNG_3x2);
      for (const segments of [
        ["..", "secret.png"],
        ["../secret.png"],
        ["..%2Fsecret.png"],
        ["%2e%2e", "secret.png"],
        ["notes.png"],
        [root, "notes.png"],
        [],
      ]) {
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
