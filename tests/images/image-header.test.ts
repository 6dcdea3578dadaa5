import { describe, expect, test } from "vitest";
import { readImageInfo } from "@/lib/images/image-header";
import {
  JPEG_5x4,
  JPEG_EXIF_ROTATED_5x4,
  JPEG_PROGRESSIVE_7x3,
  PNG_3x2,
  SVG_WITH_SCRIPT,
  WEBP_EXTENDED_4x7,
  WEBP_LOSSLESS_9x2,
  WEBP_LOSSY_6x5,
  pngHeader,
} from "../factories/images";

describe("readImageInfo", () => {
  test.each([
    ["PNG", PNG_3x2, { format: "png", width: 3, height: 2 }],
    ["baseline JPEG", JPEG_5x4, { format: "jpeg", width: 5, height: 4 }],
    ["progressive JPEG", JPEG_PROGRESSIVE_7x3, { format: "jpeg", width: 7, height: 3 }],
    ["JPEG turned by its EXIF orientation", JPEG_EXIF_ROTATED_5x4, { format: "jpeg", width: 4, height: 5 }],
    ["lossy WebP", WEBP_LOSSY_6x5, { format: "webp", width: 6, height: 5 }],
    ["lossless WebP", WEBP_LOSSLESS_9x2, { format: "webp", width: 9, height: 2 }],
    ["extended WebP with alpha", WEBP_EXTENDED_4x7, { format: "webp", width: 4, height: 7 }],
  ])("reads the format and size of a %s", (_label, bytes, expected) => {
    expect(readImageInfo(bytes)).toEqual(expected);
  });

  test("reads large sizes from a PNG header", () => {
    expect(readImageInfo(pngHeader(4032, 3024))).toEqual({ format: "png", width: 4032, height: 3024 });
  });

  test("refuses an SVG, even one that calls itself an image", () => {
    expect(readImageInfo(SVG_WITH_SCRIPT)).toBeNull();
  });

  test("refuses a GIF and plain text", () => {
    expect(readImageInfo(new TextEncoder().encode("GIF89a\x01\x00\x01\x00"))).toBeNull();
    expect(readImageInfo(new TextEncoder().encode("hello, this is not an image at all"))).toBeNull();
  });

  test("refuses empty input and headers cut short", () => {
    expect(readImageInfo(new Uint8Array())).toBeNull();
    expect(readImageInfo(PNG_3x2.subarray(0, 20))).toBeNull();
    expect(readImageInfo(JPEG_5x4.subarray(0, 100))).toBeNull();
    expect(readImageInfo(WEBP_LOSSY_6x5.subarray(0, 24))).toBeNull();
  });

  test("refuses a zero-sized image", () => {
    expect(readImageInfo(pngHeader(0, 10))).toBeNull();
  });

  test("refuses a PNG signature without its IHDR header", () => {
    const broken = PNG_3x2.slice();
    broken.set([0x61, 0x62, 0x63, 0x64], 12);
    expect(readImageInfo(broken)).toBeNull();
  });

  test("refuses a RIFF file that is not WebP", () => {
    const wave = WEBP_LOSSY_6x5.slice();
    wave.set(new TextEncoder().encode("WAVE"), 8);
    expect(readImageInfo(wave)).toBeNull();
  });

  test("reads an image inside a larger buffer by its own offset", () => {
    const buffer = new Uint8Array(PNG_3x2.length + 7);
    buffer.set(PNG_3x2, 7);
    expect(readImageInfo(buffer.subarray(7))).toEqual({ format: "png", width: 3, height: 2 });
  });
});
