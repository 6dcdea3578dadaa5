"use client";

import { useId } from "react";
import { CloseButton } from "@/components/ui/close-button";
import { Modal } from "@/components/ui/modal";
import type { PictureProps } from "@/components/ui/static-image";

export type ReviewPhotoViewerProps = {
  photos: readonly { picture: PictureProps; alt: string }[];
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  onChange: (index: number | null) => void;
};

const stepClass =
  "min-h-11 rounded-full border border-line px-4 text-sm font-semibold hover:border-rose hover:text-rose disabled:opacity-40";

/**
 * A review's photo, larger, over the page (loaded on the first click on a photo: components/shop/reviews/review-photos.tsx):
 * the shop's modal dialog, so Escape closes it, Tab stays inside and focus goes back to the photo that opened it;
 * Previous and Next step through the review's photos.
 */
export default function ReviewPhotoViewer({ photos, index, onChange }: ReviewPhotoViewerProps) {
  const headingId = useId();
  const current = index === null ? undefined : photos[index];
  return (
    <Modal
      open={current !== undefined}
      onClose={() => onChange(null)}
      labelledBy={headingId}
      placement="center"
      panelClassName="p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-sm font-semibold">
          {index === null ? "Photo" : `Photo ${index + 1} of ${photos.length}`}
        </h2>
        <CloseButton label="Close photo" onClick={() => onChange(null)} />
      </div>
      {current ? (
        // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, from getImageProps
        <img
          {...current.picture}
          alt={current.alt}
          className="mt-3 aspect-square w-full rounded-sm bg-sand object-contain"
        />
      ) : null}
      {photos.length > 1 && index !== null ? (
        <div className="mt-3 flex justify-between">
          <button type="button" className={stepClass} disabled={index === 0} onClick={() => onChange(index - 1)}>
            Previous
          </button>
          <button
            type="button"
            className={stepClass}
            disabled={index === photos.length - 1}
            onClick={() => onChange(index + 1)}
          >
            Next
          </button>
        </div>
      ) : null}
    </Modal>
  );
}
