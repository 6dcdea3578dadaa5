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
  // does not scroll, and setting scrollLeft does nothing.
  useEffect(() => {
    const list = listRef.current;
    const chosen = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !chosen) return;
    list.scrollLeft = chosen.offsetLeft - (list.clientWidth - chosen.offsetWidth) / 2;
  }, [current]);
  const entries = [
    { label: "All Products", category: undefined, selected: current === undefined },
    ...categories.map((category) => ({
      label: category,
      category,
      selected: current === category.toLocaleLowerCase("en-US"),
    })),
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
        {entries.map((entry) => {
          const href = shopHref({ ...query, category: entry.category });
          return (
            <li key={entry.label} className="flex">
              <Link
                href={href}
                aria-current={entry.selected ? "page" : undefined}
                scroll={false}
                // Filters load when chosen (the skeleton covers the wait); fetching every category's grid ahead
                // of time would be work on a phone's main thread for views the shopper may never open.
                prefetch={false}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  navigation.go(href);
                }}
                className={`${linkClass} ${entry.selected ? currentClass : idleClass}`}
              >
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
