import Link from "next/link";
import { connection } from "next/server";
import { GalleryGrid } from "@/components/shop/gallery-grid";
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
    <GalleryGrid
      pieces={products.map((product) => ({
        id: product.id,
        name: product.name,
        price: formatDollars(product.price),
        imageUrl: product.imageUrl,
      }))}
    />
  );
}
