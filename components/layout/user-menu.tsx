"use client";

import Link from "next/link";
import { useSession } from "@/components/auth/session-provider";
import { useMemberModule } from "@/components/auth/use-member-module";
import type { Placement } from "@/components/layout/member-menu";
import { buttonClass } from "@/components/ui/button-styles";

const loadMemberMenu = () => import("@/components/layout/member-menu");

/**
 * The header's user menu (docs/pages.md, Header): Sign In and Sign Up for visitors; for a member a button with their
 * name opening their name and email, Admin Dashboard (admins only), the account links and Sign Out. While the
 * session is being restored the visitor's links show, as they do for the many guests. The member's menu is a module
 * of its own, fetched for members only (useMemberModule).
 */
export function UserMenu({ className = "", placement = "header" }: { className?: string; placement?: Placement }) {
  const { user, status } = useSession();
  const member = useMemberModule(status, loadMemberMenu);
  if (status === "signed-in" && user && member)
    return <member.MemberMenu user={user} className={className} placement={placement} />;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <Link
        href="/login"
        className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-ink hover:text-rose"
      >
        Sign In
      </Link>
      <Link href="/signup" className={buttonClass({ variant: "outline", size: "sm" })}>
        Sign Up
      </Link>
    </div>
  );
}
