"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useId, useState } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";

type NavItem = {
  href: string;
  label: string;
  /** Paths (and their sub-paths) that belong to this item. */ matches: string[];
  exact?: boolean;
};

// /orders and /addresses are the same pages as their /account twins, so they mark the same item.
const ITEMS: NavItem[] = [
  { href: "/account", label: "Overview", matches: ["/account"], exact: true },
  { href: "/account/profile", label: "Profile", matches: ["/account/profile"] },
  { href: "/account/orders", label: "Orders", matches: ["/account/orders", "/orders"] },
  { href: "/account/addresses", label: "Addresses", matches: ["/account/addresses", "/addresses"] },
];

function isCurrent(item: NavItem, pathname: string): boolean {
  return item.matches.some((path) => pathname === path || (!item.exact && pathname.startsWith(`${path}/`)));
}

/**
 * The account side menu (docs/pages.md, Account area): a column beside the page on wide screens; below `lg` it
 * collapses into one button naming the current section, which opens the list. The current item carries
 * aria-current="page" (or "location" on a page inside it, such as one order).
 */
export function AccountNav() {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  const listId = useId();
  if (pathname !== shownPath) {
    // Following a link closes the compact menu.
    setShownPath(pathname);
    setOpen(false);
  }
  const current = ITEMS.find((item) => isCurrent(item, pathname));

  return (
    <nav aria-label="Account" className="lg:sticky lg:top-28">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-sm border border-line bg-white px-4 text-sm font-medium lg:hidden"
      >
        <span>
          <span className="text-muted">Account:</span> {current?.label ?? "Menu"}
        </span>
        <ChevronDownIcon className={`size-5 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul
        id={listId}
        className={`${open ? "mt-2 flex" : "hidden"} flex-col gap-1 rounded-sm border border-line bg-white p-2 lg:mt-0 lg:flex lg:border-0 lg:bg-transparent lg:p-0`}
      >
        {ITEMS.map((item) => {
          const active = item === current;
          const exactPage = item.matches.includes(pathname);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? (exactPage ? "page" : "location") : undefined}
                className={`flex min-h-11 items-center rounded-sm border-l-2 px-4 text-sm font-medium transition-colors ${
                  active
                    ? "border-rose bg-sand text-rose-deep"
                    : "border-transparent text-ink hover:bg-sand hover:text-rose"
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
