"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { AdminNotices } from "@/components/admin/admin-notices";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { controlClass, FormField } from "@/components/ui/form-field";
import { buttonClass } from "@/components/ui/button-styles";
import { useEarlyInput } from "@/components/ui/use-early-input";
import { moveOrder } from "@/lib/browser/admin-api";
import { CARRIER_OPTIONS } from "@/lib/orders/event-display";
import { CARRIERS, type CarrierId, type Tracking } from "@/lib/orders/tracking";

const SHIP_FAILED = "Could not save the shipment. Please try again.";

const isCarrier = (value: string): value is CarrierId => CARRIERS.some((carrier) => carrier === value);

/**
 * Marks a processing order shipped, with the carrier and tracking number when the maker has them (the link is built
 * for USPS, UPS, FedEx and DHL; another carrier brings its own https link); once shipped, the same form folds under
 * "Correct the tracking" ("Add tracking" when there is none) and corrects it.
 */
export function ShipForm({ orderId, number, current }: { orderId: string; number: string; current: Tracking | null | "unshipped" }) {
  const router = useRouter();
  const correcting = current !== "unshipped";
  const start = correcting && current ? current : null;
  const [carrier, setCarrier] = useState<CarrierId | "">(start?.carrier ?? "");
  const [trackingNumber, setTrackingNumber] = useState(start?.number ?? "");
  const [trackingUrl, setTrackingUrl] = useState(start?.carrier === "other" ? start.url : "");
  const { saving, notice, setNotice, submit } = useAdminSubmit(SHIP_FAILED);
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, (name, value) => {
    if (name === "carrier") setCarrier(isCarrier(value) ? value : "");
    if (name === "trackingNumber") setTrackingNumber(value);
    if (name === "trackingUrl") setTrackingUrl(value);
  });

  const ship = async () => {
    const tracking = carrier === "" ? {} : { carrier, trackingNumber, ...(carrier === "other" ? { trackingUrl } : {}) };
    await moveOrder(orderId, { status: "shipped", ...tracking });
    setNotice({ kind: "status", text: correcting ? `The tracking of order #${number} is saved.` : `Order #${number} is now shipped.` });
    router.refresh();
  };

  const form = (
    <form ref={formRef} onSubmit={(event) => void submit(event, ship)} className="space-y-4" aria-label={correcting ? "Correct the tracking" : "Ship this order"}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="ship-carrier" label="Carrier" required={correcting}>
          <select id="ship-carrier" name="carrier" className={controlClass} required={correcting} value={carrier} onChange={(event) => setCarrier(isCarrier(event.target.value) ? event.target.value : "")}>
            <option value="">{correcting ? "Choose a carrier" : "No tracking"}</option>
            {CARRIER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="ship-number" label="Tracking number" required={carrier !== ""}>
          <input id="ship-number" name="trackingNumber" className={controlClass} value={trackingNumber} onChange={(event) => setTrackingNumber(event.target.value)} autoComplete="off" spellCheck={false} disabled={carrier === ""} required={carrier !== ""} />
        </FormField>
      </div>
      {carrier === "other" ? (
        <FormField id="ship-url" label="Tracking link" required hint="The carrier's https:// page for this parcel.">
          <input id="ship-url" name="trackingUrl" type="url" inputMode="url" className={controlClass} value={trackingUrl} onChange={(event) => setTrackingUrl(event.target.value)} aria-describedby="ship-url-hint" />
        </FormField>
      ) : null}
      <button type="submit" className={buttonClass({ size: "sm" })} aria-disabled={saving || undefined} aria-busy={saving || undefined}>
        {correcting ? "Save tracking" : carrier === "" ? "Mark shipped" : "Mark shipped with tracking"}
      </button>
    </form>
  );

  // One component for both states, so the notice outlives the refresh that turns the open form into the folded one.
  return (
    <div className="mt-5 space-y-4">
      <AdminNotices notice={notice} onDismiss={() => setNotice(null)} />
      {correcting ? (
        <details>
          <summary className="cursor-pointer text-sm font-semibold underline underline-offset-4">{current ? "Correct the tracking" : "Add tracking"}</summary>
          <div className="mt-4">{form}</div>
        </details>
      ) : (
        form
      )}
    </div>
  );
}
