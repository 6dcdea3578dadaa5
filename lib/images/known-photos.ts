import "server-only";
import { productPhotoPaths, productPhotosVersion } from "@/lib/catalog/photo-references";
import { isImageKey, UPLOADS_URL_PREFIX } from "@/lib/images/paths";
import { soldPhotoPaths, soldPhotosVersion } from "@/lib/orders/sold-photos";
import { reviewPhotoPaths, reviewPhotosVersion } from "@/lib/reviews/review-photos";

/**
 * The upload keys the database references, kept in memory: the products' photo lists (lib/catalog), the order
 * lines' photos as sold (lib/orders) and the photos of published reviews (lib/reviews). A name nobody references is answered from here and never costs a read of the
 * store, where a bucket took one to three remote reads per made-up name, unlimited, and queued real photos behind a
 * flood of them. (A commission's reference photos are private: never served under /uploads, never in this set.)
 *
 * Every process writes the catalogue, so memory alone would miss a photo saved on another one a moment ago. A name not
 * in memory asks the database whether the references changed (one short row per owner, their versions) and reloads
 * the lists only when they did. A check already under way when a name arrives may have read before its photo was
 * saved, so the name waits for the next one; misses that arrive meanwhile share it, and a check starts at most every
 * CHECK_GAP_MS. A flood of made-up names thus costs a few small queries a second per process, whatever its size, and a
 * photo saved on any process is served on its first request.
 */
const CHECK_GAP_MS = 100;

type References = { version: string; keys: ReadonlySet<string> };

let known: References | null = null;
/** The check under way, and the one that follows it for the names that arrived while it ran. */
let running: Promise<References> | null = null;
let next: Promise<References> | null = null;
let lastStarted = Number.NEGATIVE_INFINITY;

function keysOf(paths: readonly string[]): Set<string> {
  const keys = paths
    .filter((path) => path.startsWith(UPLOADS_URL_PREFIX))
    .map((path) => path.slice(UPLOADS_URL_PREFIX.length));
  return new Set(keys.filter(isImageKey));
}

async function check(): Promise<References> {
  const [products, sold, reviews] = await Promise.all([
    productPhotosVersion(),
    soldPhotosVersion(),
    reviewPhotosVersion(),
  ]);
  const version = `${products}/${sold}/${reviews}`;
  if (known?.version === version) return known;
  // Read after the versions: a change in between moves them again, so the next check reloads; none is lost.
  const paths = await Promise.all([productPhotoPaths(), soldPhotoPaths(), reviewPhotoPaths()]);
  known = { version, keys: keysOf(paths.flat()) };
  return known;
}

function start(): Promise<References> {
  lastStarted = Date.now();
  const started = check().finally(() => {
    if (running === started) running = null;
  });
  running = started;
  return started;
}

/** The references as a check begun after this call reads them. */
function freshReferences(): Promise<References> {
  // A check still waiting to start begins after this call: join it.
  if (next) return next;
  if (running === null && Date.now() - lastStarted >= CHECK_GAP_MS) return start();
  next = (async () => {
    await running?.catch(() => undefined);
    const wait = lastStarted + CHECK_GAP_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    next = null;
    return start();
  })();
  return next;
}

/**
 * Which of `keys` the database references, as this process last read it (read once first, on the first photo asked
 * for).
 */
export async function knownPhotoKeys(keys: readonly string[]): Promise<string[]> {
  const references = known ?? (await freshReferences());
  return keys.filter((key) => references.keys.has(key));
}

/** Which of `keys` the database references now: the answer of a check begun after the call. */
export async function referencedPhotoKeys(keys: readonly string[]): Promise<string[]> {
  const references = await freshReferences();
  return keys.filter((key) => references.keys.has(key));
}
