"use client";

import Link from "next/link";
import { dropdownLinkClass, navItemClass } from "@/components/layout/nav-styles";
import { useDropdownMenu } from "@/components/layout/use-dropdown-menu";
import { ChevronDownIcon } from "@/components/ui/icons";
import { collectionHref } from "@/lib/collections/href";

function capitalise(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The Shop entry: a disclosure button opening All Products, one link per category and, under "Collections", one per
 * collection she curates (docs/pages.md, Header). Arrow keys, Home and End move between the links; Escape closes and
 * returns to the button.
 */
export function ShopMenu({
  categories,
  collections = [],
}: {
  categories: readonly string[];
  collections?: readonly { slug: string; name: string }[];
}) {
  const { open, close, containerProps, buttonProps, listProps } = useDropdownMenu();
  const collectionsHeadingId = `${listProps.id}-collections`;

  return (
    <div {...containerProps} className="relative">
      <button {...buttonProps} className={navItemClass}>
        Shop
        <ChevronDownIcon className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul
        {...listProps}
        className="pb-2 pl-4 lg:absolute lg:top-full lg:left-0 lg:z-50 lg:mt-1 lg:min-w-56 lg:rounded-sm lg:border lg:border-line lg:bg-ivory lg:py-2 lg:pl-0 lg:shadow-lg"
      >
        <li>
          <Link href="/shop" onClick={close} className={dropdownLinkClass}>
            All Products
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category}>
            <Link href={`/shop?category=${encodeURIComponent(category)}`} onClick={close} className={dropdownLinkClass}>
              {capitalise(category)}
            </Link>
          </li>
        ))}
        {collections.length > 0 ? (
          <li className="mt-2 border-t border-line pt-2">
            <span
              id={collectionsHeadingId}
              className="block px-3 pt-1 pb-1 text-xs font-semibold tracking-[0.2em] text-muted uppercase lg:px-4"
            >
              Collections
            </span>
            <ul aria-labelledby={collectionsHeadingId}>
              {collections.map((collection) => (
                <li key={collection.slug}>
                  <Link href={collectionHref(collection.slug)} onClick={close} className={dropdownLinkClass}>
                    {collection.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
