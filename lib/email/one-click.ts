// A shared rule (no I/O): proxy.ts applies it to every page request.

const ONE_CLICK_PAGES = /^\/(newsletter|alerts|reviews)\/unsubscribe\/([^/]+)$/;

/**
 * Where a POST to an unsubscribe page goes: RFC 8058's one-click unsubscribe POSTs to the very link the mail
 * carries, while a GET of that link must only show a page with a button (mail scanners follow links). So a POST to
 * /newsletter/unsubscribe/{token} (or /alerts/…, /reviews/…) is handed to /api/…/unsubscribe/{token}; null for anything else.
 */
export function oneClickUnsubscribePath(method: string, pathname: string): string | null {
  if (method !== "POST") return null;
  const match = ONE_CLICK_PAGES.exec(pathname);
  return match ? `/api/${match[1] ?? ""}/unsubscribe/${match[2] ?? ""}` : null;
}
