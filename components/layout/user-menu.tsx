import Link from "next/link";
import { buttonClass } from "@/components/ui/button-styles";

/**
 * The user menu for a signed-out visitor: Sign In and Sign Up (spec §2 "Header"). The signed-in menu
 * (name, email, account links, Sign Out) replaces it when the header knows the session.
 */
export function UserMenu({ className = "" }: { className?: string }) {
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <Link href="/login" className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-ink hover:text-rose">
        Sign In
      </Link>
      <Link href="/signup" className={buttonClass({ variant: "outline", size: "sm" })}>
        Sign Up
      </Link>
    </div>
  );
}
