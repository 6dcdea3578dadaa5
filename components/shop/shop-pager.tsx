import Link from "next/link";
import { shopHref, type ShopQuery } from "@/lib/catalog/shop-query";

const linkClass =
  "inline-flex min-h-11 items-center rounded-sm border border-line px-4 text-sm font-medium text-ink transition-colors hover:border-ink";

/**
 * Previous and next links under the grid, with where the shopper is ("Page 2 of 5"). Drawn on the server as plain
 * links with rel="prev"/"next": they work without JavaScript and crawlers follow them to every piece.
 */
export function ShopPager({ query, page, pageCount }: { query: ShopQuery; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-12 flex items-center justify-between gap-3 border-t border-line pt-6">
      <div className="flex-1">
        {page > 1 && (
          <Link href={shopHref(query, page - 1)} rel="prev" prefetch={false} className={linkClass}>
            Previous page
          </Link>
        )}
      </div>
      <p
        className="text-sm whitespace-nowrap text-muted tabular-nums"
        aria-current="page"
      >{`Page ${page} of ${pageCount}`}</p>
      <div className="flex flex-1 justify-end">
        {page < pageCount && (
          <Link href={shopHref(query, page + 1)} rel="next" prefetch={false} className={linkClass}>
            Next page
          </Link>
        )}
      </div>
    </nav>
  );
}
