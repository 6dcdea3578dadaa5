import "server-only";
import { builtImageHost, env } from "@/lib/env";
import { imageSrcOnCdn } from "@/lib/images/paths";
import { imageHostOf } from "@/lib/security/static-headers.mjs";

/** Whether the pages this picture is on take their policy from the build (the cached product pages) or per request. */
export type PagePolicy = "per-request" | "built";

/**
 * Where this shop's pages link a stored picture when PUBLIC_IMAGE_BASE_URL puts a CDN in front of the bucket, read per
 * render on the server (so the variable takes effect at start, with no client code); undefined when the picture stays
 * on the shop: no CDN, not a stored picture, or a page whose policy the build fixed without this CDN's host.
 */
export function cdnImageSrc(src: string, policy: PagePolicy): string | undefined {
  const base = env().PUBLIC_IMAGE_BASE_URL;
  if (policy === "built" && imageHostOf(base) !== (builtImageHost() || undefined)) return undefined;
  return imageSrcOnCdn(src, base);
}

/**
 * One line for the start when the build's product pages cannot show photos from this PUBLIC_IMAGE_BASE_URL (their
 * policy is fixed by the build), or null when they agree.
 */
export function builtPolicyMismatch(): string | null {
  const wanted = imageHostOf(env().PUBLIC_IMAGE_BASE_URL) ?? "";
  const built = builtImageHost();
  if (wanted === built) return null;
  return `PUBLIC_IMAGE_BASE_URL: the build was made for ${built || "no photo CDN"}, not ${wanted || "none"}: product pages link their photos on the shop until the app is built again with this environment`;
}
