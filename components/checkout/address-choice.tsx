"use client";

import { useRef } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { AddressDto } from "@/lib/addresses/dto";

/** An address in a few lines, as the checkout shows it. */
export function AddressLines({ address }: { address: AddressDto }) {
  return (
    <span className="block text-sm leading-relaxed">
      <span className="block font-medium">
        {address.first_name} {address.last_name}
      </span>
      <span className="block">{[address.address_line_1, address.address_line_2].filter(Boolean).join(", ")}</span>
      <span className="block">
        {address.city}, {address.state} {address.postal_code}
      </span>
      <span className="block text-muted">{address.phone}</span>
    </span>
  );
}

/** The member's addresses as radio buttons; the default is marked. */
export function AddressChoice({
  addresses,
  selectedId,
  onSelect,
}: {
  addresses: AddressDto[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const fieldsRef = useRef<HTMLFieldSetElement>(null);
  // An address chosen before the page hydrated is the one shipped to.
  useHydrated(fieldsRef, (fieldset) => {
    const id = fieldset.querySelector<HTMLInputElement>("input[name=shippingAddress]:checked")?.value;
    if (id !== undefined && id !== selectedId && addresses.some((address) => address.id === id)) onSelect(id);
  });
  return (
    <fieldset ref={fieldsRef} className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">Saved addresses</legend>
      {addresses.map((address) => {
        const checked = address.id === selectedId;
        return (
          <label
            key={address.id}
            className={`flex cursor-pointer gap-3 rounded-sm border bg-white p-4 ${checked ? "border-rose ring-1 ring-rose" : "border-line hover:border-gold"}`}
          >
            <input
              type="radio"
              name="shippingAddress"
              value={address.id}
              defaultChecked={checked}
              onChange={() => onSelect(address.id)}
              className="mt-1 accent-rose"
            />
            <span>
              <AddressLines address={address} />
              {address.is_default_shipping ? (
                <span className="mt-1 inline-block rounded-full bg-sand px-2 py-0.5 text-xs font-semibold">
                  Default
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
