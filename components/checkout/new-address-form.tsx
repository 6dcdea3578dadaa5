"use client";

import { useRef, useState, type FormEvent } from "react";
import { AddressFields } from "@/components/account/address-fields";
import { addressRules } from "@/components/account/address-rules";
import { ADDRESS_FIELD_NAMES, type AddressFieldErrors } from "@/lib/addresses/form-values";
import { Notice } from "@/components/ui/notice";
import { CHECKOUT_MESSAGES } from "@/components/checkout/checkout-messages";
import { buttonClass } from "@/components/ui/button-styles";
import { formTexts } from "@/components/ui/form-text";
import type { AddressDto } from "@/lib/addresses/dto";
import { createAddress } from "@/lib/browser/address-api";

/**
 * The add-address form of member checkout (docs/pages.md, Member checkout): the address book's rules and messages,
 * saved through
 * POST /api/addresses; a failed save says 'Failed to save address. Please try again.'
 */
export function NewAddressForm({
  onSaved,
  onCancel,
}: {
  onSaved: (address: AddressDto) => void;
  onCancel?: () => void;
}) {
  const [errors, setErrors] = useState<AddressFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A member with no saved address gets this form with the page: what was typed before it hydrated is sent too.
    const values = {
      ...formTexts(new FormData(event.currentTarget), Object.values(ADDRESS_FIELD_NAMES)),
      is_default_shipping: false,
    };
    const rules = await addressRules.get();
    if (!rules) return setFailure(CHECKOUT_MESSAGES.saveAddress);
    const { payload, errors: found } = rules.checkAddressForm(values);
    if (!payload) {
      setErrors(found);
      const first = Object.values(ADDRESS_FIELD_NAMES).find((name) => found[name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#address-${first}`)?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      onSaved(await createAddress(payload));
    } catch (error) {
      console.error(CHECKOUT_MESSAGES.saveAddress, error);
      setFailure(CHECKOUT_MESSAGES.saveAddress);
      setPending(false);
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={save}
      onFocus={addressRules.preload}
      noValidate
      aria-labelledby="add-address-title"
      className="space-y-5 rounded-sm border border-line bg-white p-5 sm:p-6"
    >
      <h3 id="add-address-title" className="font-display text-xl font-semibold">
        Add a shipping address
      </h3>
      <Notice tone="error">{failure}</Notice>
      <div className="grid gap-5 sm:grid-cols-2">
        <AddressFields idPrefix="address-" names={ADDRESS_FIELD_NAMES} errors={errors} />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={pending} className={buttonClass()}>
          {pending ? "Saving…" : "Save Address"}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={buttonClass({ variant: "outline" })}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
