import { getImageProps, type ImageProps } from "next/image";

/** A picture as next/image would draw it (src, srcset, sizes, width, height, loading…), without its alt text. */
export type PictureProps = Omit<ReturnType<typeof getImageProps>["props"], "alt">;

/**
 * next/image's props for a picture, worked out where this is called: on the server, for a picture that an
 * interactive component shows, so that next/image's code does not travel to the browser for it.
 */
export function pictureProps(props: Omit<ImageProps, "alt">): PictureProps {
  const { alt: _alt, ...picture } = getImageProps({ ...props, alt: "" }).props;
  return picture;
}

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
