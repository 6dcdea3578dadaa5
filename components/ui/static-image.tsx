import { getImageProps, type ImageProps } from "next/image";

/**
 * next/image's markup (srcset, sizes, width and height, lazy loading) as a plain server-rendered <img>, for
 * pictures that never change once the page is drawn. <Image> is a client component: a grid of them is hydration
 * work on a phone's main thread for no interaction at all.
 */
export function StaticImage(props: ImageProps) {
  const { alt, ...imageProps } = getImageProps(props).props;
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own props, from getImageProps
  return <img alt={alt} {...imageProps} />;
}
