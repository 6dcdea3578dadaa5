"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { AdminNotices } from "@/components/admin/admin-notices";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { controlClass, FormField } from "@/components/ui/form-field";
import { buttonClass } from "@/components/ui/button-styles";
import { formText } from "@/components/ui/form-text";
import { useHydrated } from "@/components/ui/use-hydrated";
import { moveOrder } from "@/lib/browser/admin-api";
import { CARRIER_OPTIONS } from "@/lib/orders/desk/event-display";
import { CARRIERS, type CarrierId, type Tracking } from "@/lib/orders/tracking";

const SHIP_FAILED = "Could not save the shipment. Please try again.";

const isCarrier = (value: string): value is CarrierId => CARRIERS.some((carrier) => carrier === value);

/**
 * Marks a processing order shipped, with the carrier and tracking number when the maker has them (the link is built
 * for USPS, UPS, FedEx and DHL; another carrier brings its own https link); once shipped, the same form folds under
 * "Correct the tracking" ("Add tracking" when there is none) and corrects it.
 */
export function ShipForm({
  orderId,
  number,
  current,
}: {
  orderId: string;
  number: string;
  current: Tracking | null | "unshipped";
}) {
  const router = useRouter();
  const correcting = current !== "unshipped";
  const start = correcting && current ? current : null;
  // The carrier decides which fields show and what the button says; the fields themselves are read when sent.
  const [carrier, setCarrier] = useState<CarrierId | "">(start?.carrier ?? "");
  const { saving, notice, setNotice, submit } = useAdminSubmit(SHIP_FAILED);
  const carrierRef = useRef<HTMLSelectElement>(null);
  const chooseCarrier = (value: string) => setCarrier(isCarrier(value) ? value : "");
  useHydrated(carrierRef, (select) => chooseCarrier(select.value));

  const ship = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const tracking =
      carrier === ""
        ? {}
        : {
            carrier,
            trackingNumber: formText(data, "trackingNumber"),
            ...(carrier === "other" ? { trackingUrl: formText(data, "trackingUrl") } : {}),
          };
    await moveOrder(orderId, { status: "shipped", ...tracking });
    setNotice({
      kind: "status",
      text: correcting ? `The tracking of order #${number} is saved.` : `Order #${number} is now shipped.`,
    });
    router.refresh();
  };

  const form = (
    <form
      onSubmit={(event) => void submit(event, ship)}
      className="space-y-4"
      aria-label={correcting ? "Correct the tracking" : "Ship this order"}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="ship-carrier" label="Carrier" required={correcting}>
          <select
            id="ship-carrier"
            name="carrier"
            className={controlClass}
            required={correcting}
            ref={carrierRef}
            defaultValue={start?.carrier ?? ""}
            onChange={(event) => chooseCarrier(event.target.value)}
          >
            <option value="">{correcting ? "Choose a carrier" : "No tracking"}</option>
            {CARRIER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="ship-number" label="Tracking number" required={carrier !== ""}>
          <input
            id="ship-number"
            name="trackingNumber"
            className={controlClass}
            defaultValue={start?.number ?? ""}
            autoComplete="off"
            spellCheck={false}
            disabled={carrier === ""}
            required={carrier !== ""}
          />
        </FormField>
      </div>
      {carrier === "other" ? (
        <FormField id="ship-url" label="Tracking link" required hint="The carrier's https:// page for this parcel.">
          <input
            id="ship-url"
            name="trackingUrl"
            type="url"
            inputMode="url"
            className={controlClass}
            defaultValue={start?.carrier === "other" ? start.url : ""}
            aria-describedby="ship-url-hint"
          />
        </FormField>
      ) : null}
      <button
        type="submit"
        className={buttonClass({ size: "sm" })}
        aria-disabled={saving || undefined}
        aria-busy={saving || undefined}
      >
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
          <summary className="cursor-pointer text-sm font-semibold underline underline-offset-4">
            {current ? "Correct the tracking" : "Add tracking"}
          </summary>
          <div className="mt-4">{form}</div>
        </details>
      ) : (
        form
      )}
    </div>
  );
}
