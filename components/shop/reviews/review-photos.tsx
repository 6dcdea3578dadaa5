"use client";

import { useState, type ComponentType, type MouseEvent } from "react";
import type { ReviewPhotoViewerProps } from "@/components/shop/reviews/review-photo-viewer";
import { isPlainClick } from "@/components/ui/plain-click";
import type { PictureProps } from "@/components/ui/static-image";

/** One photo of a review: where it is stored (the link without JavaScript), and its small and large pictures. */
export type ReviewPhoto = { href: string; thumbnail: PictureProps; large: PictureProps };

// The viewer is not part of the page's download: it is fetched at the first click on a photo, so a product page
// with 200 reviews below the fold costs no more script than these few lines until someone opens one.
const loadViewer = () => import("@/components/shop/reviews/review-photo-viewer").then((module) => module.default);

/**
 * A review's photos as small squares, each a link to the photo itself (so it opens without JavaScript, and in a new
 * tab); a plain click opens it larger over the page instead, in a dialog that keyboard and screen reader can use.
 */
export function ReviewPhotos({ reviewer, photos }: { reviewer: string; photos: readonly ReviewPhoto[] }) {
  const [Viewer, setViewer] = useState<ComponentType<ReviewPhotoViewerProps> | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const altOf = (index: number) => `Photo ${index + 1} of ${photos.length} from ${reviewer}'s review`;

  const open = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setShown(index);
    if (!Viewer) void loadViewer().then((viewer) => setViewer(() => viewer));
  };

  return (
    <>
      <ul aria-label={`Photos from ${reviewer}`} className="mt-4 flex flex-wrap gap-3">
        {photos.map((photo, index) => (
          <li key={photo.href}>
            <a
              href={photo.href}
              onClick={open(index)}
              className="block size-20 overflow-hidden rounded-sm bg-sand outline-offset-2"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own props, from getImageProps */}
              <img {...photo.thumbnail} alt={altOf(index)} loading="lazy" className="size-20 object-cover" />
            </a>
          </li>
        ))}
      </ul>
      {Viewer ? (
        <Viewer
          photos={photos.map((photo, index) => ({ picture: photo.large, alt: altOf(index) }))}
          index={shown}
          onChange={setShown}
        />
      ) : null}
    </>
  );
}
