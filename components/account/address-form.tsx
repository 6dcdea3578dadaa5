"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { AddressFields } from "@/components/account/address-fields";
import { addressRules } from "@/components/account/address-rules";
import {
  ADDRESS_FIELD_NAMES,
  addressFormValuesOf,
  isAddressField,
  type AddressFieldErrors,
} from "@/lib/addresses/form-values";
import { buttonClass } from "@/components/ui/button-styles";
import { formTexts } from "@/components/ui/form-text";
import type { AddressDto } from "@/lib/addresses/dto";
import { ADDRESS_LIMIT_CODE, ADDRESS_LIMIT_MESSAGE } from "@/lib/addresses/limits";
import { createAddress, updateAddress } from "@/lib/browser/address-api";
import { ApiRequestError } from "@/lib/browser/api-error";

type Props = {
  /** The address being edited, or null to add one. */
  address: AddressDto | null;
  onSaved: () => void;
  onCancel: () => void;
};

// The address book words its labels in title case (docs/pages.md, Addresses).
const LABELS = {
  firstName: "First Name",
  lastName: "Last Name",
  line1: "Address Line 1",
  line2: "Address Line 2",
  postalCode: "ZIP Code",
};

/**
 * Add or edit an address: checked with the API's schema (the same rules and messages), then POST /api/addresses or
 * PUT /api/addresses/{id}.
 */
export function AddressForm({ address, onSaved, onCancel }: Props) {
  const id = useId();
  const [errors, setErrors] = useState<AddressFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const failed = address ? "Failed to update address" : "Failed to add address";

  useEffect(() => {
    document.getElementById(`${id}-first_name`)?.focus();
  }, [id]);

  function showFieldErrors(found: AddressFieldErrors) {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // The default address offers no box: it stays the default until another takes its place.
    const values = {
      ...formTexts(data, Object.values(ADDRESS_FIELD_NAMES)),
      is_default_shipping: data.has("is_default_shipping") || Boolean(address?.is_default_shipping),
    };
    setFailure(null);
    const rules = await addressRules.get();
    if (!rules) return setFailure(failed);
    const { payload, errors: found } = rules.checkAddressForm(values);
    if (!payload) return showFieldErrors(found);
    setErrors({});
    setSaving(true);
    try {
      await (address ? updateAddress(address.id, payload) : createAddress(payload));
      onSaved();
    } catch (error) {
      // The failure names the action (docs/pages.md, Addresses), or the limit the book is at; a field the server
      // refused is also marked with its reason.
      setFailure(
        error instanceof ApiRequestError && error.code === ADDRESS_LIMIT_CODE ? ADDRESS_LIMIT_MESSAGE : failed,
      );
      const detail = error instanceof ApiRequestError ? error.details[0] : undefined;
      if (detail && isAddressField(detail.path)) showFieldErrors({ [detail.path]: detail.message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      onFocus={addressRules.preload}
      aria-labelledby={`${id}-title`}
      className="rounded-sm border border-line bg-white p-5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="mb-5 font-display text-2xl font-semibold">
        {address ? "Edit Address" : "Add New Address"}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <AddressFields
          idPrefix={`${id}-`}
          names={ADDRESS_FIELD_NAMES}
          labels={LABELS}
          defaultValues={address ? addressFormValuesOf(address) : undefined}
          errors={errors}
        />
        {address?.is_default_shipping ? null : (
          // The default stays the default until another address takes its place, so only others offer the box.
          <label className="flex min-h-11 items-center gap-3 text-sm sm:col-span-2">
            <input type="checkbox" name="is_default_shipping" className="size-5 accent-rose" />
            Set as default shipping address
          </label>
        )}
      </div>
      {failure ? (
        <p role="alert" className="mt-5 rounded-sm border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" disabled={saving} className={buttonClass()}>
          {saving ? "Saving…" : address ? "Save Changes" : "Save Address"}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass({ variant: "outline" })}>
          Cancel
        </button>
      </div>
    </form>
  );
}
