import { getImageProps, type ImageProps } from "next/image";
import { cdnImageSrc, type PagePolicy } from "@/lib/images/page-src";

/** A picture as next/image would draw it (src, srcset, sizes, width, height, loading…), without its alt text. */
export type PictureProps = Omit<ReturnType<typeof getImageProps>["props"], "alt">;

/**
 * With a photo CDN (PUBLIC_IMAGE_BASE_URL), a stored picture is linked there as it is stored, past Next's optimizer:
 * the optimizer runs on the shop's own origin, so a srcset through it would bring every byte back to the instances
 * the CDN is there to spare. The stored picture is already at most 1600 pixels of WebP (lib/images/photo.ts); a phone
 * downloads it whole rather than the width its screen needs, the price of taking the pictures off the shop's hosts.
 */
function onCdn<Props extends Omit<ImageProps, "alt">>(props: Props, policy: PagePolicy): Props {
  const src = typeof props.src === "string" ? cdnImageSrc(props.src, policy) : undefined;
  return src === undefined ? props : { ...props, src, unoptimized: true };
}

/**
 * next/image's props for a picture, worked out where this is called: on the server, for a picture that an
 * interactive component shows, so that next/image's code does not travel to the browser for it. `policy`: "built"
 * on a cached product page, whose Content-Security-Policy the build fixed.
 */
export function pictureProps(props: Omit<ImageProps, "alt">, policy: PagePolicy = "per-request"): PictureProps {
  const { alt: _alt, ...picture } = getImageProps({ ...onCdn(props, policy), alt: "" }).props;
  return picture;
}

/**
 * next/image's markup (srcset, sizes, width and height, lazy loading) as a plain server-rendered <img>, for
 * pictures that never change once the page is drawn. <Image> is a client component: a grid of them is hydration
 * work on a phone's main thread for no interaction at all.
 */
export function StaticImage(props: ImageProps) {
  const { alt, ...imageProps } = getImageProps(onCdn(props, "per-request")).props;
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own props, from getImageProps
  return <img alt={alt} {...imageProps} />;
}
