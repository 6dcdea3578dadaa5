"use client";

import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { AddressFields } from "@/components/account/address-fields";
import { Notice } from "@/components/ui/notice";
import { CHECKOUT_MESSAGES } from "@/components/checkout/checkout-messages";
import { CheckoutField, controlClass, invalidProps } from "@/components/checkout/text-field";
import type { FieldErrors, GuestFieldName, GuestShippingForm } from "@/lib/checkout/guest-form";
import { buttonClass } from "@/components/ui/button-styles";
import { lazyFormRules } from "@/components/ui/lazy-form-rules";
import { formTexts } from "@/components/ui/form-text";
import { useHydrated } from "@/components/ui/use-hydrated";

/** The form's fields exactly as typed. */
export type GuestFormValues = Record<GuestFieldName, string>;
type Values = GuestFormValues;

export const EMPTY_GUEST_FORM: Values = {
  email: "",
  firstName: "",
  lastName: "",
  address1: "",
  address2: "",
  city: "",
  state: "",
  zipCode: "",
  phone: "",
};

const isGuestField = (name: string): name is GuestFieldName => Object.hasOwn(EMPTY_GUEST_FORM, name);
const GUEST_FIELDS = Object.keys(EMPTY_GUEST_FORM).filter(isGuestField);

// The guest API's names for the parts of the address (docs/api.md, Guest checkout).
const NAMES = {
  firstName: "firstName",
  lastName: "lastName",
  line1: "address1",
  line2: "address2",
  city: "city",
  state: "state",
  postalCode: "zipCode",
  phone: "phone",
} as const;
const LABELS = { line1: "Address", line2: "Apartment, suite, etc." };
const WIDE = ["line1", "line2", "phone"] as const;
const guestRules = lazyFormRules(() => import("@/lib/checkout/guest-form"));

/**
 * Step 1 of guest checkout: contact and shipping address (docs/pages.md, Guest checkout). Checked in the browser with
 * the API's
 * rules; each message sits next to its field and focus moves to the first invalid one.
 */
export function GuestShippingForm({
  initial,
  onPlaceChange,
  onSubmit,
  children,
}: {
  initial: Values;
  /** The state and ZIP as typed so far: the summary's tax follows them. */
  onPlaceChange: (place: { state: string; zip: string }) => void;
  onSubmit: (value: GuestShippingForm, values: Values) => Promise<void>;
  children: ReactNode;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const fieldsRef = useRef<HTMLFieldSetElement>(null);
  /** The state and ZIP the fields hold now. */
  const placeOf = (fieldset: HTMLFieldSetElement) => {
    const state = fieldset.elements.namedItem("state");
    const zip = fieldset.elements.namedItem("zipCode");
    return {
      state: state instanceof HTMLSelectElement ? state.value : "",
      zip: zip instanceof HTMLInputElement ? zip.value : "",
    };
  };
  // A state or ZIP typed before the page hydrated is the one the estimate is taxed for.
  useHydrated(fieldsRef, (fieldset) => {
    const place = placeOf(fieldset);
    if (place.state !== initial.state || place.zip !== initial.zipCode) onPlaceChange(place);
  });

  function update(name: GuestFieldName) {
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    if ((name === "state" || name === "zipCode") && fieldsRef.current) onPlaceChange(placeOf(fieldsRef.current));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formTexts(new FormData(event.currentTarget), GUEST_FIELDS);
    setPending(true);
    const rules = await guestRules.get();
    // The rules could not be fetched: the way to payment failed, as a failed request would.
    setProblem(rules ? null : CHECKOUT_MESSAGES.initializePayment);
    if (!rules) return setPending(false);
    const result = rules.validateGuestForm(values);
    if (!result.ok) {
      setPending(false);
      setErrors(result.errors);
      const first = rules.GUEST_FIELD_ORDER.find((name) => result.errors[name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#guest-${first}`)?.focus();
      return;
    }
    setErrors({});
    try {
      await onSubmit(result.value, values);
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} onFocus={guestRules.preload} noValidate className="space-y-8">
      <fieldset ref={fieldsRef} className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 font-display text-2xl font-semibold">Shipping Information</legend>
        <CheckoutField id="guest-email" label="Email" error={errors.email} className="sm:col-span-2">
          <input
            id="guest-email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={initial.email}
            onChange={() => update("email")}
            className={controlClass}
            {...invalidProps("guest-email", errors.email)}
          />
        </CheckoutField>
        <AddressFields
          idPrefix="guest-"
          names={NAMES}
          labels={LABELS}
          wide={WIDE}
          defaultValues={initial}
          errors={errors}
          onChange={update}
        />
      </fieldset>
      {children}
      <Notice tone="error">{problem}</Notice>
      <button type="submit" disabled={pending} className={buttonClass({ size: "lg", className: "w-full" })}>
        {pending ? "Preparing payment…" : "Continue to Payment"}
      </button>
    </form>
  );
}
