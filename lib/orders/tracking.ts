// Browser-safe (no server-only): the admin's ship form, the order pages and the shipped mail show tracking alike.

/** The carriers the maker ships with; `other` brings its own https link. */
export const CARRIERS = ["usps", "ups", "fedex", "dhl", "other"] as const;
export type CarrierId = (typeof CARRIERS)[number];

export const CARRIER_LABELS: Readonly<Record<CarrierId, string>> = {
  usps: "USPS",
  ups: "UPS",
  fedex: "FedEx",
  dhl: "DHL",
  other: "Other carrier",
};

// Each named carrier's public tracking page, which takes the number in its query string.
const TRACKING_PAGES: Readonly<Record<Exclude<CarrierId, "other">, string>> = {
  usps: "https://tools.usps.com/go/TrackConfirmAction?tLabels=",
  ups: "https://www.ups.com/track?tracknum=",
  fedex: "https://www.fedex.com/fedextrack/?trknbr=",
  dhl: "https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=",
};

/** A parcel's tracking as every order page and the shipped mail show it. */
export type Tracking = { carrier: CarrierId; number: string; url: string };

/** The link for a named carrier's number; for `other`, the link the maker gave. */
export function trackingUrlFor(carrier: CarrierId, number: string, given?: string | null): string | null {
  if (carrier === "other") return given ?? null;
  return `${TRACKING_PAGES[carrier]}${encodeURIComponent(number)}`;
}

/** "USPS 9400 1000 …": how the trail and the pages name a parcel. */
export function trackingText(tracking: Pick<Tracking, "carrier" | "number">): string {
  return `${CARRIER_LABELS[tracking.carrier]} ${tracking.number}`;
}

/** An order row's three columns as one Tracking, or null when it has none (all three are set together). */
export function trackingOf(row: {
  carrier: CarrierId | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}): Tracking | null {
  return row.carrier && row.trackingNumber && row.trackingUrl
    ? { carrier: row.carrier, number: row.trackingNumber, url: row.trackingUrl }
    : null;
}

/** The tracking a PATCH names (validated by its schema), or null when it names none. */
export function trackingFromRequest(body: {
  carrier?: CarrierId;
  trackingNumber?: string;
  trackingUrl?: string;
}): Tracking | null {
  if (!body.carrier || !body.trackingNumber) return null;
  const url = trackingUrlFor(body.carrier, body.trackingNumber, body.trackingUrl);
  return url ? { carrier: body.carrier, number: body.trackingNumber, url } : null;
}
