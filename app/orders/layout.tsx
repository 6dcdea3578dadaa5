import type { ReactNode } from "react";
import { AccountShell } from "@/components/account/account-shell";

// The account frame with its side menu; the top-level twins (/orders, /addresses) share it (spec §2).
export default function Layout({ children }: { children: ReactNode }) {
  return <AccountShell>{children}</AccountShell>;
}
