import type { ReactNode } from "react";
import { AccountShell } from "@/components/account/account-shell";

// The account frame with its side menu for /account/*, /orders/* and /addresses: the top-level twins look and
// navigate exactly like the account pages they repeat.
export default function MemberLayout({ children }: { children: ReactNode }) {
  return <AccountShell>{children}</AccountShell>;
}
