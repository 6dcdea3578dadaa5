"use client";

import { useRef, useState, type FormEvent } from "react";
import { FormNotice } from "@/components/auth/form-notice";
import { formText } from "@/components/auth/form-text";
import { CHECKOUT_MESSAGES } from "@/components/checkout/checkout-messages";
import { CheckoutField, controlClass, invalidProps } from "@/components/checkout/text-field";
import { buttonClass } from "@/components/ui/button-styles";
import type { AddressDto } from "@/lib/addresses/dto";
import { createAddressSchema } from "@/lib/addresses/schemas";
import { US_STATES } from "@/lib/addresses/us-states.shared";
import { apiFetch } from "@/lib/http/api-client.shared";

const FIELDS = [
  { name: "first_name", label: "First name", autoComplete: "given-name" },
  { name: "last_name", label: "Last name", autoComplete: "family-name" },
  { name: "address_line_1", label: "Address line 1", autoComplete: "address-line1", wide: true },
  { name: "address_line_2", label: "Address line 2", autoComplete: "address-line2", wide: true, optional: true },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state", label: "State", autoComplete: "address-level1" },
  { name: "postal_code", label: "ZIP code", autoComplete: "postal-code" },
  { name: "phone", label: "Phone", autoComplete: "tel" },
] as const;

type FieldName = (typeof FIELDS)[number]["name"];
type Errors = Partial<Record<FieldName, string>>;

function isFieldName(value: unknown): value is FieldName {
  return FIELDS.some((field) => field.name === value);
}

/**
 * The add-address form of member checkout (docs/pages.md, Member checkout): the address book's rules and messages, saved through
 * POST /api/addresses; a failed save says 'Failed to save address. Please try again.'
 */
export function AddressForm({ onSaved, onCancel }: { onSaved: (address: AddressDto) => void; onCancel?: () => void }) {
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(FIELDS.map((field) => [field.name, formText(form, field.name)]));
    const parsed = createAddressSchema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0];
        if (isFieldName(name)) found[name] ??= issue.message;
      }
      setErrors(found);
      const first = FIELDS.find((field) => found[field.name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#address-${first.name}`)?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      const { data } = await apiFetch<AddressDto>("/api/addresses", { method: "POST", body: parsed.data });
      onSaved(data);
    } catch (error) {
      console.error(CHECKOUT_MESSAGES.saveAddress, error);
      setFailure(CHECKOUT_MESSAGES.saveAddress);
      setPending(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={save} noValidate aria-labelledby="add-address-title" className="space-y-5 rounded-sm border border-line bg-white p-5 sm:p-6">
      <h3 id="add-address-title" className="font-display text-xl font-semibold">
        Add a shipping address
      </h3>
      <FormNotice tone="error">{failure}</FormNotice>
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const id = `address-${field.name}`;
          const optional = "optional" in field && field.optional;
          return (
            <CheckoutField key={field.name} id={id} label={field.label} required={!optional} error={errors[field.name]} className={"wide" in field && field.wide ? "sm:col-span-2" : undefined}>
              {field.name === "state" ? (
                <select id={id} name="state" autoComplete={field.autoComplete} defaultValue="" className={controlClass} {...invalidProps(id, errors.state)}>
                  <option value="">Select a state</option>
                  {US_STATES.map((state) => (
                    <option key={state.code} value={state.code}>
                      {state.name}
                    </option>
                  ))}
                </select>
              ) : (
                <input id={id} name={field.name} type={field.name === "phone" ? "tel" : "text"} autoComplete={field.autoComplete} className={controlClass} {...invalidProps(id, errors[field.name])} />
              )}
            </CheckoutField>
          );
        })}
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
