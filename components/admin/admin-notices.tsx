import { useEffect, useState } from "react";

/** What a dashboard section last had to say: a passing status, or an error that stays until dismissed. */
export type AdminNotice = { kind: "status" | "error"; text: string } | null;

// Long enough to read; errors stay until dismissed or replaced.
const STATUS_SECONDS = 6;

/** A dashboard section's notice: a status clears itself after a few seconds, an error stays. */
export function useAdminNotice() {
  const [notice, setNotice] = useState<AdminNotice>(null);
  useEffect(() => {
    if (notice?.kind !== "status") return;
    const timer = window.setTimeout(() => setNotice(null), STATUS_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [notice]);
  return [notice, setNotice] as const;
}

const noticeClass = "flex flex-wrap items-center justify-between gap-3 rounded-sm border px-4 py-3 text-sm";

// "inline": above the section's list. "pinned": at the bottom of the screen, so that a message about a row far down
// a long list is seen where the maker is.
const placementClass = {
  inline: { frame: "", notice: "mb-4" },
  pinned: {
    frame: "pointer-events-none fixed inset-x-0 bottom-4 z-30 flex flex-col items-center gap-2 px-4",
    notice: "pointer-events-auto max-w-md shadow-lg",
  },
} as const;

/** A dashboard section's error and status lines. */
export function AdminNotices({
  notice,
  onDismiss,
  placement = "inline",
}: {
  notice: AdminNotice;
  onDismiss: () => void;
  placement?: keyof typeof placementClass;
}) {
  const place = placementClass[placement];
  return (
    <div className={place.frame || undefined}>
      {/* Both regions stay in the page so that their messages are announced when they appear. */}
      <div role="alert">
        {notice?.kind === "error" ? (
          <div className={`${noticeClass} ${place.notice} border-rose/40 bg-[#fbeff1] font-medium text-rose-deep`}>
            <span>{notice.text}</span>
            <button type="button" onClick={onDismiss} className="font-semibold underline underline-offset-4">
              Dismiss
            </button>
          </div>
        ) : null}
      </div>
      <div role="status">
        {notice?.kind === "status" ? (
          <p className={`${noticeClass} ${place.notice} border-line bg-ivory text-ink`}>{notice.text}</p>
        ) : null}
      </div>
    </div>
  );
}
