import Link from "next/link";
import { connection } from "next/server";
import { GalleryGrid } from "@/components/shop/gallery-grid";
import { pictureProps } from "@/components/ui/static-image";
import type { ProductDto } from "@/lib/catalog/dto";
import { listProducts } from "@/lib/catalog/queries";
import { log } from "@/lib/log";
import { formatUsd } from "@/lib/pricing/money";

const GALLERY_SIZE = 6;
const SQUARE = { width: 800, height: 800 } as const;

/** The newest pieces, or null when the catalog cannot be read: the rest of the home page still renders. */
async function newestPieces(): Promise<ProductDto[] | null> {
  try {
    return await listProducts({ limit: GALLERY_SIZE });
  } catch (error) {
    log.error({ err: error }, "failed to load the gallery; the home page says so");
    return null;
  }
}

function GalleryNotice({ title, text, link }: { title: string; text: string; link: { href: string; label: string } }) {
  return (
    <div className="rounded-sm border border-dashed border-line bg-sand/60 px-6 py-14 text-center">
      <p className="font-display text-2xl font-semibold">{title}</p>
      <p className="mx-auto mt-3 max-w-md text-muted">{text}</p>
      <Link href={link.href} className="mt-6 inline-block font-medium text-rose underline underline-offset-4">
        {link.label}
      </Link>
    </div>
  );
}

/** The home page's newest pieces, read from the database on every request. */
export async function HomeGallery() {
  // The catalog changes under the running shop and the build has no database: never prerender this.
  await connection();
  const products = await newestPieces();

  if (products === null) {
    return (
      <GalleryNotice
        title="The gallery could not be loaded"
        text="The workbench did not answer just now. Please try again in a moment."
        link={{ href: "/", label: "Try again" }}
      />
    );
  }
  if (products.length === 0) {
    return (
      <GalleryNotice
        title="The gallery is resting"
        text="New pieces are still on the workbench. Check back soon, or write to us about a custom piece."
        link={{ href: "/contact", label: "Ask about a custom piece" }}
      />
    );
  }

  return (
    <GalleryGrid
      pieces={products.map((product) => ({
        id: product.id,
        name: product.name,
        price: formatUsd(product.priceCents),
        picture: {
          grid: pictureProps({
            ...SQUARE,
            src: product.imageUrl,
            sizes: "(min-width: 1152px) 352px, (min-width: 768px) 31vw, 48vw",
          }),
          enlarged: pictureProps({
            ...SQUARE,
            src: product.imageUrl,
            sizes: "(min-width: 672px) 640px, calc(100vw - 2rem)",
          }),
        },
      }))}
    />
  );
}
