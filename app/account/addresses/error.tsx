"use client";

import { AccountLoadError } from "@/components/account/account-load-error";

// Retry re-fetches the segment (Next.js 16.4), as in app/error.tsx.
export default function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return <AccountLoadError message="Failed to load addresses" error={error} retry={retry} />;
}
