"use client";

import Link from "next/link";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { navItemClass } from "@/components/layout/nav-styles";
import { ChevronDownIcon } from "@/components/ui/icons";
import { useOutsidePress } from "@/components/ui/use-outside-press";

const dropdownLinkClass =
  "flex min-h-11 items-center px-3 text-base text-ink transition-colors hover:bg-sand hover:text-rose focus-visible:bg-sand lg:min-h-10 lg:px-4 lg:text-sm";

function capitalise(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The Shop entry: a disclosure button opening All Products and one link per category (spec §2 "Header").
 * Arrow keys, Home and End move between the links; Escape closes and returns to the button.
 */
export function ShopMenu({ categories }: { categories: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useOutsidePress(open, [containerRef], () => setOpen(false));

  function links(): HTMLAnchorElement[] {
    return [...(listRef.current?.querySelectorAll("a") ?? [])];
  }

  function focusLink(index: number) {
    const all = links();
    all.at(((index % all.length) + all.length) % all.length)?.focus();
  }

  function openAndFocus(index: number) {
    // The list must be visible before one of its links can take focus.
    flushSync(() => setOpen(true));
    focusLink(index);
  }

  function closeToButton() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
    }
  }

  function handleListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const current = links().findIndex((link) => link === document.activeElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusLink(target);
    } else if (event.key === "Escape") {
      event.stopPropagation();
      closeToButton();
    }
  }

  return (
    <div
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        // Tabbing past the last link closes the menu, as leaving it any other way does.
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={handleButtonKeyDown}
        className={navItemClass}
      >
        Shop
        <ChevronDownIcon className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul
        ref={listRef}
        id={listId}
        hidden={!open}
        onKeyDown={handleListKeyDown}
        className="pb-2 pl-4 lg:absolute lg:top-full lg:left-0 lg:z-50 lg:mt-1 lg:min-w-56 lg:rounded-sm lg:border lg:border-line lg:bg-ivory lg:py-2 lg:pl-0 lg:shadow-lg"
      >
        <li>
          <Link href="/shop" onClick={() => setOpen(false)} className={dropdownLinkClass}>
            All Products
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category}>
            <Link
              href={`/shop?category=${encodeURIComponent(category)}`}
              onClick={() => setOpen(false)}
              className={dropdownLinkClass}
            >
              {capitalise(category)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
