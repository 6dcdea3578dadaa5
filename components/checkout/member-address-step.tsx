"use client";

import { useState } from "react";
import { AddressChoice } from "@/components/checkout/address-choice";
import { NewAddressForm } from "@/components/checkout/new-address-form";
import { buttonClass } from "@/components/ui/button-styles";
import type { AddressDto } from "@/lib/addresses/dto";

type MemberAddressStepProps = {
  addresses: AddressDto[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** A new address was saved to the book (and is to be chosen). */
  onSaved: (address: AddressDto) => void;
  onContinue: () => void;
};

/** Step 1 of member checkout: the saved addresses to choose from (the add form when there is none), then Review. */
export function MemberAddressStep({ addresses, selectedId, onSelect, onSaved, onContinue }: MemberAddressStepProps) {
  const [adding, setAdding] = useState(addresses.length === 0);

  function saved(address: AddressDto) {
    setAdding(false);
    onSaved(address);
  }

  return (
    <section aria-labelledby="address-step-title" className="space-y-5">
      <h2 id="address-step-title" className="font-display text-2xl font-semibold">
        Shipping Address
      </h2>
      {addresses.length > 0 ? (
        <AddressChoice addresses={addresses} selectedId={selectedId} onSelect={onSelect} />
      ) : null}
      {adding ? (
        <NewAddressForm onSaved={saved} onCancel={addresses.length > 0 ? () => setAdding(false) : undefined} />
      ) : (
        <button type="button" onClick={() => setAdding(true)} className={buttonClass({ variant: "outline" })}>
          Add New Address
        </button>
      )}
      <button type="button" onClick={onContinue} className={buttonClass({ size: "lg", className: "w-full" })}>
        Continue to Review
      </button>
    </section>
  );
}
