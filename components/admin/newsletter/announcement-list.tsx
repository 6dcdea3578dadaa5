import type { AnnouncementSummary } from "@/lib/newsletter/announcements";

/** The latest announcements and how far their paced mail has gone: sent, waiting, failed. */
export function AnnouncementList({ announcements }: { announcements: readonly AnnouncementSummary[] }) {
  if (announcements.length === 0) return <p className="text-sm text-muted">No drop announced yet.</p>;
  return (
    <ul className="divide-y divide-line rounded-sm border border-line bg-white">
      {announcements.map((announcement) => (
        <li key={announcement.id} className="p-4" data-testid="announcement">
          <p className="font-medium">{announcement.subject}</p>
          <p className="mt-1 text-sm text-muted">
            {new Date(announcement.createdAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })} ·{" "}
            {announcement.recipients} {announcement.recipients === 1 ? "subscriber" : "subscribers"}
          </p>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <span>Sent: {announcement.sent}</span>
            <span>Waiting: {announcement.waiting}</span>
            {announcement.failed > 0 ? <span className="text-rose-deep">Failed: {announcement.failed}</span> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
