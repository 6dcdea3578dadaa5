import { connection } from "next/server";
import { showsTestModeOnEveryPage } from "@/lib/payments/config";

/**
 * A demo shop in production (PAYMENTS=test) says on every page that nothing is really charged, so nobody
 * mistakes it for a shop that takes money. Server-rendered at the top of the page: it never shifts the layout.
 */
export async function TestModeNotice() {
  // The payment mode belongs to the running server, never to the build.
  await connection();
  if (!showsTestModeOnEveryPage()) return null;
  return (
    <p role="note" className="bg-ink px-4 py-1 text-center text-xs font-semibold tracking-wide text-ivory">
      Test mode — no real charge
    </p>
  );
}
