// Pure on purpose: the public paths of pictures, which pages, structured data and the image routes all build.

/** Where uploaded images are served from; the part after it is the store's key. */
export const UPLOADS_URL_PREFIX = "/uploads/";

const KEY_PATTERN = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

/** Whether `key` has the shape of a key the store makes; anything else (".." or "/") is refused up front. */
export function isImageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/**
 * Where a page links a stored picture when PUBLIC_IMAGE_BASE_URL (`imageBase`) puts a CDN in front of the bucket:
 * `<imageBase>/<key>`, the key being the bucket's name for it. Undefined when there is no CDN, or `src` is not a stored
 * picture (a drawing of the demo catalog, anything else): those keep their own path. The database keeps
 * `/uploads/<key>` either way, which the shop keeps serving.
 */
export function imageSrcOnCdn(src: string, imageBase: string | undefined): string | undefined {
  if (imageBase === undefined || !src.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const key = src.slice(UPLOADS_URL_PREFIX.length);
  return isImageKey(key) ? `${imageBase}/${key}` : undefined;
}

/** The size of a share card: what Open Graph and Twitter show largest. */
export const SHARE_CARD_SIZE = { width: 1_200, height: 630 } as const;

/** Where share cards (lib/images/share-card.ts) are served from. */
const SHARE_URL_PREFIX = "/share/";

// The demo catalog's drawings ("/products/<name>.svg") and the placeholder, as shipped in public/.
export const DRAWING_PATH = /^\/(products\/[a-z0-9-]+|placeholder-product)\.svg$/;

/**
 * The 1200 × 630 JPEG share card of a product picture: `/share/<its path without extension>.jpg`. A path that is
 * neither an upload nor a drawing of the shop (never expected: product images are validated) is answered as it is.
 */
export function shareCardPath(imagePath: string): string {
  const key = imagePath.startsWith(UPLOADS_URL_PREFIX) ? imagePath.slice(UPLOADS_URL_PREFIX.length) : null;
  if (key !== null && isImageKey(key)) return `${SHARE_URL_PREFIX}uploads/${key.slice(0, key.lastIndexOf("."))}.jpg`;
  if (DRAWING_PATH.test(imagePath)) return `${SHARE_URL_PREFIX}${imagePath.slice(1, -".svg".length)}.jpg`;
  return imagePath;
}
