"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { shopHref } from "@/lib/catalog/shop-query";
import { useShopNavigation } from "@/components/shop/shop-navigation";
import { isPlainClick } from "@/components/ui/plain-click";
import { useShopQuery } from "@/components/shop/use-shop-query";

const linkClass =
  "inline-flex min-h-10 shrink-0 items-center rounded-full border px-4 text-sm whitespace-nowrap transition-colors lg:min-h-9 lg:w-full lg:rounded-none lg:border-0 lg:border-l-2 lg:px-3";
const idleClass = "border-line text-muted hover:border-ink hover:text-ink lg:border-transparent";
const currentClass = "border-ink bg-ink font-medium text-ivory lg:border-rose lg:bg-transparent lg:text-ink";

/** All Products plus one link per category; each keeps the search and price the visitor already chose. */
export function CategoryNav({ categories }: { categories: readonly string[] }) {
  const query = useShopQuery();
  const navigation = useShopNavigation();
  const current = query.category?.toLocaleLowerCase("en-US");
  const listRef = useRef<HTMLUListElement>(null);

  // On phones the categories are one sideways-scrolling row: bring the chosen one into sight. Elsewhere the list
  // does not scroll, and setting scrollLeft does nothing. A page that opens on the first entry needs no scrolling (the
  // row starts at it), and measuring the row there would have the browser lay out the page in the middle of
  // hydration, about 20 ms of a phone's main thread on /shop.
  const settled = useRef(false);
  useEffect(() => {
    const list = listRef.current;
    const chosen = list?.querySelector<HTMLElement>('[aria-current="page"]');
    const opening = !settled.current;
    settled.current = true;
    if (!list || !chosen || (opening && list.firstElementChild?.contains(chosen))) return;
    list.scrollLeft = chosen.offsetLeft - (list.clientWidth - chosen.offsetWidth) / 2;
  }, [current]);
  // The categories list what can be bought; "Sold work" is the maker's portfolio, a view of its own. When the
  // categories could not be loaded the catalogue is down: the list keeps to All Products, as the shop menu does.
  const entries = [
    {
      label: "All Products",
      href: shopHref({ ...query, category: undefined, sold: undefined }),
      selected: current === undefined && !query.sold,
    },
    ...categories.map((category) => ({
      label: category,
      href: shopHref({ ...query, category, sold: undefined }),
      selected: current === category.toLocaleLowerCase("en-US") && !query.sold,
    })),
    ...(categories.length > 0
      ? [{ label: "Sold work", href: shopHref({ sold: true }), selected: Boolean(query.sold) }]
      : []),
  ];

  return (
    <nav aria-labelledby="shop-categories-heading">
      <h2 id="shop-categories-heading" className="text-xs font-semibold tracking-[0.2em] text-gold-deep uppercase">
        Categories
      </h2>
      {/* A single scrolling row on phones, a list from lg up. */}
      <ul
        ref={listRef}
        className="relative -mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-1 sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0"
      >
        {entries.map(({ label, href, selected }) => {
          return (
            <li key={label} className="flex">
              <Link
                href={href}
                aria-current={selected ? "page" : undefined}
                scroll={false}
                // Filters load when chosen (the skeleton covers the wait); fetching every category's grid ahead
                // of time would be work on a phone's main thread for views the shopper may never open.
                prefetch={false}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  navigation.go(href);
                }}
                className={`${linkClass} ${selected ? currentClass : idleClass}`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
