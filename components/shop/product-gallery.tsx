"use client";

import { useState } from "react";
import type { ProductPicture } from "@/components/shop/product-pictures";

const altFor = (name: string, index: number, count: number) =>
  count > 1 ? `${name}, picture ${index + 1} of ${count}` : name;

/**
 * The product page's pictures: a large one and, when there are several, thumbnails that choose it. The pictures'
 * markup comes from the server (components/shop/product-pictures.ts); the img elements carry next/image's props.
 */
export function ProductGallery({ name, pictures }: { name: string; pictures: readonly ProductPicture[] }) {
  const [selected, setSelected] = useState(0);
  const current = pictures[selected] ?? pictures[0];
  if (current === undefined) return null;

  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-hidden rounded-sm bg-sand">
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own props, from getImageProps */}
        <img
          {...current.large}
          alt={altFor(name, selected, pictures.length)}
          className="aspect-square w-full object-cover"
        />
      </div>
      {pictures.length > 1 ? (
        <ul aria-label="More pictures" className="grid grid-cols-4 gap-3 sm:grid-cols-5">
          {pictures.map((picture, index) => (
            <li key={`${index}:${picture.thumbnail.src}`}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-pressed={index === selected}
                aria-label={`Show picture ${index + 1} of ${pictures.length}`}
                className={`block w-full overflow-hidden rounded-sm border-2 bg-sand transition-colors ${
                  index === selected ? "border-rose" : "border-transparent hover:border-line"
                }`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own props, from getImageProps */}
                <img {...picture.thumbnail} alt="" className="aspect-square w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
