"use client";

import Link from "next/link";
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from "react";
import { galleryGridClass } from "@/components/shop/shop-grid";
import { CloseButton } from "@/components/ui/close-button";
import { isPlainClick } from "@/components/ui/plain-click";
import type { PictureProps } from "@/components/ui/static-image";
import { productHref } from "@/lib/catalog/product-href";

/**
 * A piece with its square picture in the grid's size and enlarged, from the server (components/shop/home-gallery.tsx).
 */
export type GalleryPiece = {
  id: string;
  name: string;
  price: string;
  picture: { grid: PictureProps; enlarged: PictureProps };
};

function PiecePicture({
  piece,
  picture,
  className = "",
}: {
  piece: GalleryPiece;
  picture: PictureProps;
  className?: string;
}) {
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, from getImageProps
  return <img {...picture} alt={piece.name} className={`aspect-square w-full object-cover ${className}`} />;
}

/**
 * The home gallery: each piece links to its page (so it works without JavaScript and in a new tab), and a plain
 * click opens the piece's picture enlarged, over the page, with a View Product link. A native modal <dialog>: the
 * browser keeps focus inside, closes it on Escape and gives focus back to the piece that opened it.
 */
export function GalleryGrid({ pieces }: { pieces: readonly GalleryPiece[] }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const openerRef = useRef<HTMLAnchorElement | null>(null);
  const [open, setOpen] = useState<GalleryPiece | null>(null);

  // The gallery takes the place of eight skeleton tiles, a row taller than six pieces: a jump to a section below
  // (/#about from another page) made while the skeleton stood would land a row too far. Jump again once it is here.
  useLayoutEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    const list = listRef.current;
    if (target && list && list.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)
      target.scrollIntoView();
  }, []);

  // Shown once its content is rendered, so the browser can put focus on the first control inside.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  function show(event: MouseEvent<HTMLAnchorElement>, piece: GalleryPiece) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    openerRef.current = event.currentTarget;
    // The close event is queued: a piece opened again at once (Escape, then Enter) can find the state still naming
    // it, and setting the same state again would not reopen the dialog.
    const dialog = dialogRef.current;
    if (open === piece && dialog && !dialog.open) dialog.showModal();
    else setOpen(piece);
  }

  function closed() {
    // A close event that arrives after the dialog was opened again is stale.
    if (dialogRef.current?.open) return;
    setOpen(null);
    // Back to the piece that opened it, where a keyboard visitor left off.
    openerRef.current?.focus();
  }

  // Spec: the overlay closes on a click, anywhere but its View Product link.
  function closeOnClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target instanceof Element && event.target.closest("a")) return;
    dialogRef.current?.close();
  }

  return (
    <>
      <ul ref={listRef} className={galleryGridClass}>
        {pieces.map((piece) => (
          <li key={piece.id}>
            {/* No prefetch, as on the shop's cards: six product pages fetched while the visitor reads the hero would
                be main-thread work on a phone; product pages are cached, so a click is quick anyway. */}
            <Link
              href={productHref(piece.id)}
              prefetch={false}
              onClick={(event) => show(event, piece)}
              aria-haspopup="dialog"
              className="group block"
            >
              <div className="overflow-hidden rounded-sm bg-sand">
                <PiecePicture
                  piece={piece}
                  picture={piece.picture.grid}
                  className="transition-transform duration-500 group-hover:scale-105"
                />
              </div>
              <h3 className="mt-3 font-display text-lg leading-snug font-semibold group-hover:text-rose sm:mt-4 sm:text-xl">
                {piece.name}
              </h3>
              <p className="mt-1 text-sm text-muted">{piece.price}</p>
            </Link>
          </li>
        ))}
      </ul>

      {/* The click handler only closes; the keyboard closes it with Escape or the close button. */}
      <dialog
        ref={dialogRef}
        aria-labelledby="gallery-overlay-title"
        onClick={closeOnClick}
        onClose={closed}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-sm bg-ivory p-0 text-ink opacity-100 shadow-2xl transition-opacity duration-200 backdrop:bg-ink/80 starting:open:opacity-0 motion-reduce:transition-none"
      >
        {open ? (
          <figure className="relative">
            <CloseButton
              label="Close"
              onClick={() => dialogRef.current?.close()}
              className="absolute top-2 right-2 bg-ivory/90"
            />
            <PiecePicture piece={open} picture={open.picture.enlarged} />
            <figcaption className="flex flex-wrap items-center justify-between gap-4 px-6 py-5">
              <div>
                <h2 id="gallery-overlay-title" className="font-display text-2xl font-semibold">
                  {open.name}
                </h2>
                <p className="mt-1 text-sm text-muted">{open.price}</p>
              </div>
              <Link
                href={productHref(open.id)}
                className="inline-flex min-h-12 items-center rounded-full bg-rose px-7 text-sm font-semibold tracking-wider text-ivory uppercase transition-colors hover:bg-rose-deep"
              >
                View Product
              </Link>
            </figcaption>
          </figure>
        ) : null}
      </dialog>
    </>
  );
}
