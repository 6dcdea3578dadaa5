"use client";

import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { CheckoutField, controlClass, invalidProps } from "@/components/checkout/text-field";
import { GUEST_FIELD_ORDER, validateGuestForm, type FieldErrors, type GuestFieldName, type GuestShippingForm } from "@/components/checkout/guest-form-schema";
import { buttonClass } from "@/components/ui/button-styles";
import { US_STATES } from "@/lib/addresses/us-states.shared";

type Values = Record<GuestFieldName, string>;

export const EMPTY_GUEST_FORM: Values = { email: "", firstName: "", lastName: "", address1: "", address2: "", city: "", state: "", zipCode: "", phone: "" };

const TEXT_FIELDS: { name: Exclude<GuestFieldName, "state">; label: string; autoComplete: string; type?: string; required?: boolean; wide?: boolean }[] = [
  { name: "email", label: "Email", autoComplete: "email", type: "email", wide: true },
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
  { name: "address1", label: "Address", autoComplete: "address-line1", wide: true },
  { name: "address2", label: "Apartment, suite, etc.", autoComplete: "address-line2", required: false, wide: true },
  { name: "city", label: "City", autoComplete: "address-level2" },
];

/**
 * Step 1 of guest checkout: contact and shipping address (docs/pages.md, Guest checkout). Checked in the browser with the API's
 * rules; each message sits next to its field and focus moves to the first invalid one.
 */
export function GuestShippingForm({
  initial,
  onStateChange,
  onSubmit,
  children,
}: {
  initial: Values;
  onStateChange: (state: string) => void;
  onSubmit: (value: GuestShippingForm, values: Values) => Promise<void>;
  children: ReactNode;
}) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function update(name: GuestFieldName, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    if (name === "state") onStateChange(value);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateGuestForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = GUEST_FIELD_ORDER.find((name) => result.errors[name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#guest-${first}`)?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await onSubmit(result.value, values);
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-8">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 font-display text-2xl font-semibold">Shipping Information</legend>
        {TEXT_FIELDS.map((field) => {
          const id = `guest-${field.name}`;
          return (
            <CheckoutField key={field.name} id={id} label={field.label} required={field.required ?? true} error={errors[field.name]} className={field.wide ? "sm:col-span-2" : undefined}>
              <input
                id={id}
                name={field.name}
                type={field.type ?? "text"}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                onChange={(event) => update(field.name, event.target.value)}
                className={controlClass}
                {...invalidProps(id, errors[field.name])}
              />
            </CheckoutField>
          );
        })}
        <CheckoutField id="guest-state" label="State" error={errors.state}>
          <select id="guest-state" name="state" autoComplete="address-level1" value={values.state} onChange={(event) => update("state", event.target.value)} className={controlClass} {...invalidProps("guest-state", errors.state)}>
            <option value="">Select a state</option>
            {US_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </select>
        </CheckoutField>
        <CheckoutField id="guest-zipCode" label="ZIP code" error={errors.zipCode}>
          <input id="guest-zipCode" name="zipCode" inputMode="numeric" autoComplete="postal-code" value={values.zipCode} onChange={(event) => update("zipCode", event.target.value)} className={controlClass} {...invalidProps("guest-zipCode", errors.zipCode)} />
        </CheckoutField>
        <CheckoutField id="guest-phone" label="Phone" error={errors.phone} className="sm:col-span-2">
          <input id="guest-phone" name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={(event) => update("phone", event.target.value)} className={controlClass} {...invalidProps("guest-phone", errors.phone)} />
        </CheckoutField>
      </fieldset>
      {children}
      <button type="submit" disabled={pending} className={buttonClass({ size: "lg", className: "w-full" })}>
        {pending ? "Preparing payment…" : "Continue to Payment"}
      </button>
    </form>
  );
}
