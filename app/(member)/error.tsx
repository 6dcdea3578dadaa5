"use client";

import { usePathname } from "next/navigation";
import { AccountLoadError } from "@/components/account/account-load-error";

/** The message of each member page whose data could not be read (docs/pages.md, Account area). */
function messageFor(pathname: string): string | null {
  if (/^(\/account)?\/orders\/[^/]+$/.test(pathname)) return "Failed to load order details";
  if (/^(\/account)?\/orders$/.test(pathname)) return "Failed to load orders";
  if (/^(\/account)?\/addresses$/.test(pathname)) return "Failed to load addresses";
  return null;
}

// Retry re-fetches the segment (Next.js 16.4), as in app/error.tsx. The overview and the profile have no message
// of their own: their error goes on up to app/error.tsx, the shop's general error page.
export default function MemberLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const message = messageFor(usePathname());
  if (message === null) throw error;
  return <AccountLoadError message={message} error={error} retry={retry} />;
}
