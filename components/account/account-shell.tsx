import type { ReactNode } from "react";
import { AccountNav } from "@/components/account/account-nav";

/**
 * The account area's frame: the side menu and the page. /account/*, /orders/* and /addresses all use it, so the
 * top-level twins look and navigate exactly like the account pages they repeat.
 */
export function AccountShell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[13rem_1fr] lg:gap-12">
      <aside>
        <p className="mb-3 hidden text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase lg:block">
          My Account
        </p>
        <AccountNav />
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
