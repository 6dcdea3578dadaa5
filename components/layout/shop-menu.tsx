"use client";

import Link from "next/link";
import { dropdownLinkClass, navItemClass } from "@/components/layout/nav-styles";
import { useDropdownMenu } from "@/components/layout/use-dropdown-menu";
import { ChevronDownIcon } from "@/components/ui/icons";

function capitalise(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The Shop entry: a disclosure button opening All Products and one link per category (docs/pages.md, Header).
 * Arrow keys, Home and End move between the links; Escape closes and returns to the button.
 */
export function ShopMenu({ categories }: { categories: readonly string[] }) {
  const { open, close, containerProps, buttonProps, listProps } = useDropdownMenu();

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
      </ul>
    </div>
  );
}
