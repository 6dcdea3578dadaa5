import { CARRIER_LABELS, type Tracking } from "@/lib/orders/tracking";

/** The parcel's carrier and number with the link to follow it: on every order page once shipped with tracking. */
export function TrackingLine({ tracking, className = "" }: { tracking: Tracking; className?: string }) {
  return (
    <p className={`text-sm ${className}`} data-testid="tracking">
      <span className="font-medium">{CARRIER_LABELS[tracking.carrier]}</span>{" "}
      <span className="font-mono break-all">{tracking.number}</span>
      <br />
      <a
        href={tracking.url}
        className="font-medium text-rose-deep underline underline-offset-4"
        target="_blank"
        rel="noopener noreferrer"
      >
        Track your parcel<span className="sr-only"> (opens the carrier’s site)</span>
      </a>
    </p>
  );
}
