"use client";

import Link from "next/link";
import { useSession } from "@/components/auth/session-provider";
import { dropdownLinkClass, navItemClass } from "@/components/layout/nav-styles";
import { useDropdownMenu } from "@/components/layout/use-dropdown-menu";
import { ChevronDownIcon } from "@/components/ui/icons";
import type { SessionUser } from "@/lib/browser/session-client";

/** Where the user menu sits: in the header's row (wide screens), or in the folded navigation panel (phones). */
export type Placement = "header" | "mobile-panel";

const memberLinks = [
  { href: "/account", label: "My Account" },
  { href: "/account/orders", label: "Orders" },
  { href: "/account/addresses", label: "Addresses" },
] as const;

/** A signed-in member's menu (components/layout/user-menu.tsx): their name, opening the account links and Sign Out. */
export function MemberMenu({
  user,
  className,
  placement,
}: {
  user: SessionUser;
  className: string;
  placement: Placement;
}) {
  const { signOut } = useSession();
  const { open, close, containerProps, buttonProps, listProps } = useDropdownMenu();
  const listClass =
    placement === "header"
      ? "absolute top-full right-0 z-50 mt-1 min-w-60 rounded-sm border border-line bg-ivory py-2 shadow-lg"
      : "pb-2 pl-4";

  return (
    <div {...containerProps} className={`relative ${className}`}>
      <button {...buttonProps} className={`${navItemClass} lg:text-ink`}>
        <span className="sr-only">Account menu for </span>
        <span className="max-w-40 truncate">{user.name}</span>
        <ChevronDownIcon className={`size-4 shrink-0 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul {...listProps} className={listClass}>
        <li className="border-b border-line px-3 pb-2 lg:px-4">
          <p className="truncate text-sm font-semibold text-ink">{user.name}</p>
          <p className="truncate text-sm text-muted">{user.email}</p>
        </li>
        {user.role === "ADMIN" && (
          <li>
            <Link href="/admin" onClick={close} className={dropdownLinkClass}>
              Admin Dashboard
            </Link>
          </li>
        )}
        {memberLinks.map((link) => (
          <li key={link.href}>
            <Link href={link.href} onClick={close} className={dropdownLinkClass}>
              {link.label}
            </Link>
          </li>
        ))}
        <li className="mt-1 border-t border-line pt-1">
          <button
            type="button"
            onClick={async () => {
              close();
              await signOut();
            }}
            className={dropdownLinkClass}
          >
            Sign Out
          </button>
        </li>
      </ul>
    </div>
  );
}
