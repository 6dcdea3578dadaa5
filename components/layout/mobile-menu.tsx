"use client";

import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import { useOutsidePress } from "@/components/ui/use-outside-press";

/**
 * Below the wide-screen breakpoint the main navigation folds behind a menu button; from there up, `children`
 * show inline and the button is gone. Closes on Escape, on a click outside and on navigation.
 */
export function MobileMenu({ children, className }: { children: ReactNode; className: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  useOutsidePress(open, [buttonRef, panelRef], () => setOpen(false));

  useEffect(() => {
    if (!open) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    window.addEventListener("keydown", handleKeyDown);
    return () => window.removeEventListener("keydown", handleKeyDown);
  }, [open]);

  function closeOnLink(event: MouseEvent<HTMLDivElement>) {
    // A link to the page already shown changes no pathname, so following any link closes the menu here.
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Menu"
        onClick={() => setOpen((value) => !value)}
        className="order-1 -ml-2 inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand lg:hidden"
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        onClick={closeOnLink}
        className={`${open ? "block" : "hidden"} lg:block ${className}`}
      >
        {children}
      </div>
    </>
  );
}
