"use client";

import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { useOutsidePress } from "@/components/ui/use-outside-press";

/** Where keys may move focus inside an open menu: its links and buttons. */
const ITEM_SELECTOR = "a[href], button:not([disabled])";

/**
 * A disclosure menu's behaviour (the header's Shop and user menus): the button toggles the list; ArrowDown/ArrowUp
 * on the button open it at the first/last item; inside, arrows, Home and End move between items; Escape closes and
 * returns focus to the button; a click outside or tabbing away closes it.
 */
export function useDropdownMenu() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useOutsidePress(open, [containerRef], () => setOpen(false));

  function items(): HTMLElement[] {
    return [...(listRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
  }

  function focusItem(index: number) {
    const all = items();
    all.at(((index % all.length) + all.length) % all.length)?.focus();
  }

  function openAndFocus(index: number) {
    // The list must be visible before one of its items can take focus.
    flushSync(() => setOpen(true));
    focusItem(index);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
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

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const current = items().findIndex((item) => item === document.activeElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === "Escape") {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  function onContainerBlur(event: FocusEvent<HTMLDivElement>) {
    // Tabbing past the last item closes the menu, as leaving it any other way does.
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  }

  return {
    open,
    close: () => setOpen(false),
    containerProps: { ref: containerRef, onBlur: onContainerBlur },
    buttonProps: {
      ref: buttonRef,
      type: "button" as const,
      "aria-expanded": open,
      "aria-controls": listId,
      onClick: () => setOpen((value) => !value),
      onKeyDown: onButtonKeyDown,
    },
    listProps: { ref: listRef, id: listId, hidden: !open, onKeyDown: onListKeyDown },
  };
}
