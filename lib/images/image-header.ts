// Pure on purpose: reads only the first bytes of a file, so it is cheap, testable, and needs no image library.

/** The formats the shop accepts for uploads; SVG is refused because it can carry scripts. */
export const IMAGE_FORMATS = {
  png: { contentType: "image/png", extension: "png" },
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  webp: { contentType: "image/webp", extension: "webp" },
} as const;

type ImageFormat = keyof typeof IMAGE_FORMATS;
export type ImageContentType = (typeof IMAGE_FORMATS)[ImageFormat]["contentType"];

/** What the header of an image says: its real format (from its magic bytes) and its display size. */
type ImageInfo = { format: ImageFormat; width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, expected: readonly number[], offset = 0): boolean {
  return expected.every((value, index) => bytes[offset + index] === value);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

function readPng(view: DataView, bytes: Uint8Array): ImageInfo | null {
  if (!startsWith(bytes, PNG_SIGNATURE) || ascii(bytes, 12, 4) !== "IHDR") return null;
  return { format: "png", width: view.getUint32(16), height: view.getUint32(20) };
}

/** The EXIF orientation (1–8) in an APP1 segment, 1 when absent or unreadable. */
function exifOrientation(view: DataView, bytes: Uint8Array, start: number, end: number): number {
  try {
    if (ascii(bytes, start, 6) !== "Exif\0\0") return 1;
    const tiff = start + 6;
    const little = ascii(bytes, tiff, 2) === "II";
    const entries = tiff + view.getUint32(tiff + 4, little);
    const count = view.getUint16(entries, little);
    for (let index = 0; index < count; index += 1) {
      const entry = entries + 2 + index * 12;
      if (entry + 12 > end) return 1;
      if (view.getUint16(entry, little) === 0x0112) return view.getUint16(entry + 8, little);
    }
  } catch {
    // A damaged EXIF block does not make the picture unusable; it just has no orientation.
  }
  return 1;
}

function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function readJpeg(view: DataView, bytes: Uint8Array): ImageInfo | null {
  if (!startsWith(bytes, [0xff, 0xd8, 0xff])) return null;
  let orientation = 1;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = view.getUint8(offset + 1);
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    // The image data starts (or the file ends) before any frame header: not an image we can size.
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = view.getUint16(offset + 2);
    if (length < 2) return null;
    if (marker === 0xe1) orientation = exifOrientation(view, bytes, offset + 4, offset + 2 + length);
    if (isStartOfFrame(marker)) {
      const height = view.getUint16(offset + 5);
      const width = view.getUint16(offset + 7);
      // Orientations 5–8 turn the picture a quarter, and browsers honour that: the shown box is swapped.
      return orientation >= 5 && orientation <= 8
        ? { format: "jpeg", width: height, height: width }
        : { format: "jpeg", width, height };
    }
    offset += 2 + length;
  }
  return null;
}

function readWebp(view: DataView, bytes: Uint8Array): ImageInfo | null {
  if (ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WEBP") return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 ") {
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return { format: "webp", width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (bytes[20] !== 0x2f) return null;
    const bits = view.getUint32(21, true);
    return { format: "webp", width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    const width = (view.getUint16(24, true) | (view.getUint8(26) << 16)) + 1;
    const height = (view.getUint16(27, true) | (view.getUint8(29) << 16)) + 1;
    return { format: "webp", width, height };
  }
  return null;
}

/**
 * The format and size of a PNG, JPEG or WebP image from its first bytes, or null for anything else
 * (another format, an SVG, a truncated or damaged header, a zero-sized image). Never trusts a declared type.
 */
export function readImageInfo(bytes: Uint8Array): ImageInfo | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const info = readPng(view, bytes) ?? readJpeg(view, bytes) ?? readWebp(view, bytes);
    return info && info.width > 0 && info.height > 0 ? info : null;
  } catch (error) {
    // DataView refuses to read past the end: the header is cut short.
    if (error instanceof RangeError) return null;
    throw error;
  }
}
