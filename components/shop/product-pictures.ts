import { pictureProps, type PictureProps } from "@/components/ui/static-image";

export type ProductPicture = { large: PictureProps; thumbnail: PictureProps };

/**
 * The product page's pictures, worked out on the server: the gallery that shows them is interactive (its thumbnails
 * choose the large picture), but next/image's code to compute a srcset need not travel to the phone for that. The
 * product page is cached, with the policy the build fixed for it.
 */
export function productPictures(images: readonly string[]): ProductPicture[] {
  return images.map((src) => ({
    large: pictureProps(
      {
        src,
        width: 800,
        height: 800,
        sizes: "(min-width: 1152px) 528px, (min-width: 1024px) 46vw, 100vw",
        loading: "eager",
        fetchPriority: "high",
      },
      "built",
    ),
    thumbnail: pictureProps({ src, width: 160, height: 160, sizes: "96px" }, "built"),
  }));
}
