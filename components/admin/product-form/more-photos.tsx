"use client";

import Image from "next/image";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { movedAnnouncement } from "@/components/admin/product-form/list-order";

type Props = {
  /** Every photo, in the order the piece shows them: the first is the one lists show. */
  images: readonly string[];
  onMove: (from: number, to: number) => void;
  onRemove: (url: string) => void;
  /** Where focus goes when the list goes away (one photo left): the Image URL field. */
  lastFocusId: string;
};

const moveClass =
  "inline-flex size-8 items-center justify-center rounded-full border border-line text-sm hover:border-ink aria-disabled:cursor-not-allowed aria-disabled:opacity-40";

/**
 * The piece's photos in order (docs/pages.md, Admin): each can be dragged to a new place, or moved with its Move left
 * and Move right buttons, each move announced; Remove takes one out. Focus follows the moved photo, or goes to the
 * neighbouring Remove after a removal, so a keyboard user is never dropped on the page.
 */
export function MorePhotos({ images, onMove, onRemove, lastFocusId }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<number | null>(null);
  // What to focus once the list has re-rendered: a photo's button, found by its photo and its role.
  const focusNext = useRef<{ url: string; action: string } | null>(null);

  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    const item = [...(listRef.current?.children ?? [])].find((child) => child.getAttribute("data-photo") === next.url);
    const button = item?.querySelector<HTMLElement>(`[data-action="${next.action}"]`);
    (button ?? document.getElementById(lastFocusId))?.focus();
  });

  function move(from: number, to: number, action: string | null) {
    const url = images[from];
    if (url === undefined || to < 0 || to >= images.length || to === from) return;
    onMove(from, to);
    // Focus stays with the photo: on the same arrow, or the other one once it reaches an end.
    if (action) focusNext.current = { url, action: to === 0 ? "right" : to === images.length - 1 ? "left" : action };
    setAnnouncement(movedAnnouncement("Photo", to + 1, images.length));
  }

  function remove(url: string, index: number) {
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-action="remove"]') ?? [];
    // The neighbour's Remove stays the same element (items are keyed by photo); with one photo left the list goes, and
    // focus goes to the Image URL field, which holds that photo.
    const neighbour =
      images.length > 2 ? (buttons[index + 1] ?? buttons[index - 1]) : document.getElementById(lastFocusId);
    onRemove(url);
    neighbour?.focus();
    setAnnouncement(`Photo removed; ${images.length - 1} left.`);
  }

  function drop(event: DragEvent<HTMLLIElement>, index: number) {
    event.preventDefault();
    if (dragged !== null) move(dragged, index, null);
    setDragged(null);
  }

  return (
    <div>
      <p className="text-sm font-medium">Photos in order</p>
      <p className="mt-0.5 text-xs text-muted">
        The first is the one lists show. Drag a photo to a new place, or use its arrows; removed ones go when you save.
      </p>
      <ul ref={listRef} className="mt-3 flex flex-wrap gap-3">
        {images.map((url, index) => (
          <li
            key={url}
            data-photo={url}
            data-testid="photo"
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = "move";
              event.dataTransfer.setData("text/plain", url);
              setDragged(index);
            }}
            onDragOver={(event) => {
              event.preventDefault();
              event.dataTransfer.dropEffect = "move";
            }}
            onDrop={(event) => drop(event, index)}
            onDragEnd={() => setDragged(null)}
            className={`flex cursor-grab flex-col items-center gap-1.5 rounded-sm p-1 ${dragged === index ? "opacity-50" : ""}`}
          >
            <Image
              src={url}
              alt={`Photo ${index + 1}`}
              width={64}
              height={64}
              unoptimized
              draggable={false}
              className="size-16 rounded-sm border border-line bg-ivory object-cover"
            />
            <div className="flex gap-1">
              {/* aria-disabled rather than disabled at the ends: a disabled button would drop the keyboard focus. */}
              <button
                type="button"
                data-action="left"
                className={moveClass}
                aria-disabled={index === 0 || undefined}
                onClick={() => move(index, index - 1, "left")}
              >
                <span aria-hidden="true">←</span>
                <span className="sr-only">Move photo {index + 1} left</span>
              </button>
              <button
                type="button"
                data-action="right"
                className={moveClass}
                aria-disabled={index === images.length - 1 || undefined}
                onClick={() => move(index, index + 1, "right")}
              >
                <span aria-hidden="true">→</span>
                <span className="sr-only">Move photo {index + 1} right</span>
              </button>
            </div>
            <button
              type="button"
              data-action="remove"
              onClick={() => remove(url, index)}
              aria-label={`Remove photo ${index + 1}`}
              className="min-h-8 rounded-full px-2 text-xs font-medium text-rose underline underline-offset-2 hover:text-rose-deep"
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only" data-testid="photo-announcement">
        {announcement}
      </p>
    </div>
  );
}
