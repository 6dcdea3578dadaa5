"use client";

import Image from "next/image";
import { useState } from "react";

const altFor = (name: string, index: number, count: number) =>
  count > 1 ? `${name}, picture ${index + 1} of ${count}` : name;

/** The product page's pictures: a large one and, when there are several, thumbnails that choose it. */
export function ProductGallery({ name, images }: { name: string; images: readonly string[] }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (current === undefined) return null;

  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-hidden rounded-sm bg-sand">
        <Image
          src={current}
          alt={altFor(name, selected, images.length)}
          width={800}
          height={800}
          sizes="(min-width: 1152px) 528px, (min-width: 1024px) 46vw, 100vw"
          loading="eager"
          fetchPriority="high"
          className="aspect-square w-full object-cover"
        />
      </div>
      {images.length > 1 ? (
        <ul aria-label="More pictures" className="grid grid-cols-4 gap-3 sm:grid-cols-5">
          {images.map((image, index) => (
            <li key={`${index}:${image}`}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-pressed={index === selected}
                aria-label={`Show picture ${index + 1} of ${images.length}`}
                className={`block w-full overflow-hidden rounded-sm border-2 bg-sand transition-colors ${
                  index === selected ? "border-rose" : "border-transparent hover:border-line"
                }`}
              >
                <Image
                  src={image}
                  alt=""
                  width={160}
                  height={160}
                  sizes="96px"
                  className="aspect-square w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
