import Link from "next/link";
import { StaticImage } from "@/components/ui/static-image";
import { connection } from "next/server";
import { galleryGridClass } from "@/components/shop/gallery-skeleton";
import { listProducts } from "@/lib/catalog/queries";
import { formatDollars } from "@/lib/pricing/money";

const GALLERY_SIZE = 6;

/** The home page's newest pieces, read from the database on every request. */
export async function HomeGallery() {
  // The catalogue changes under the running shop and the build has no database: never prerender this.
  await connection();
  const products = await listProducts({ limit: GALLERY_SIZE });

  if (products.length === 0) {
    return (
      <div className="rounded-sm border border-dashed border-line bg-sand/60 px-6 py-14 text-center">
        <p className="font-display text-2xl font-semibold">The gallery is resting</p>
        <p className="mx-auto mt-3 max-w-md text-muted">
          New pieces are still on the workbench. Check back soon, or write to us about a custom piece.
        </p>
        <Link href="/contact" className="mt-6 inline-block font-medium text-rose underline underline-offset-4">
          Ask about a custom piece
        </Link>
      </div>
    );
  }

  return (
    <ul className={galleryGridClass}>
      {products.map((product) => (
        <li key={product.id}>
          <Link href={`/product/${product.id}`} className="group block">
            <div className="overflow-hidden rounded-sm bg-sand">
              <StaticImage
                src={product.imageUrl}
                alt={product.name}
                width={800}
                height={800}
                sizes="(min-width: 1152px) 352px, (min-width: 768px) 31vw, 48vw"
                className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
            </div>
            <h3 className="mt-3 font-display text-lg leading-snug font-semibold group-hover:text-rose sm:mt-4 sm:text-xl">
              {product.name}
            </h3>
            <p className="mt-1 text-sm text-muted">{formatDollars(product.price)}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
