import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { listCollections } from "@/lib/collections/collections";
import { collectionHref } from "@/lib/collections/href";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "Collections",
  description: "Handmade jewelry gathered by the maker: pieces for a wedding, gifts, birthstones and more.",
  path: "/collections",
});

/** /collections: every collection with a piece to show, by name, each with her words and how many pieces it shows. */
export default async function CollectionsPage() {
  // Read per request, as /shop is: collections and their pieces change under the running shop.
  await connection();
  const collections = await listCollections();

  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 pb-20 sm:px-6 lg:pt-14">
      <header>
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">Chosen by the maker</p>
        <h1 className="mt-3 font-display text-5xl font-semibold sm:text-6xl">Collections</h1>
      </header>
      {collections.length === 0 ? (
        <p className="mt-8 text-muted">
          No collections just now.{" "}
          <Link href="/shop" className="underline hover:text-rose">
            See every piece
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {collections.map((collection) => (
            <li key={collection.id} className="rounded-sm border border-line bg-ivory p-6">
              <h2 className="font-display text-2xl font-semibold break-words">
                <Link href={collectionHref(collection.slug)} className="hover:text-rose">
                  {collection.name}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-muted">
                {collection.productCount === 1 ? "1 piece" : `${collection.productCount} pieces`}
              </p>
              {collection.description ? <p className="mt-3 line-clamp-4 text-muted">{collection.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
