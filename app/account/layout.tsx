import type { ReactNode } from "react";
import { AccountShell } from "@/components/account/account-shell";

// The account frame with its side menu; the top-level twins (/orders, /addresses) share it, so they look and
// navigate exactly like the account pages they repeat.
export default function Layout({ children }: { children: ReactNode }) {
  return <AccountShell>{children}</AccountShell>;
}
