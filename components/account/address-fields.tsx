import { CheckoutField, controlClass, invalidProps } from "@/components/checkout/text-field";
import type { AddressPart } from "@/lib/addresses/form-values";
import { US_STATES } from "@/lib/addresses/us-states";

/** The parts of a US shipping address, in the order every address form shows them. */
type PartSpec = {
  part: AddressPart;
  label: string;
  autoComplete: string;
  optional?: true;
  type?: "tel";
  inputMode?: "numeric";
};

const PARTS: readonly PartSpec[] = [
  { part: "firstName", label: "First name", autoComplete: "given-name" },
  { part: "lastName", label: "Last name", autoComplete: "family-name" },
  { part: "line1", label: "Address line 1", autoComplete: "address-line1" },
  { part: "line2", label: "Address line 2", autoComplete: "address-line2", optional: true },
  { part: "city", label: "City", autoComplete: "address-level2" },
  { part: "state", label: "State", autoComplete: "address-level1" },
  { part: "postalCode", label: "ZIP code", autoComplete: "postal-code", inputMode: "numeric" },
  { part: "phone", label: "Phone", autoComplete: "tel", type: "tel" },
];

type Props<N extends string> = {
  /** Each control's id is the prefix and its field name; its error line's id adds "-error". */
  idPrefix: string;
  /** The form's own field name for each part (the address book's API and the guest checkout name them apart). */
  names: Readonly<Record<AddressPart, N>>;
  /** Labels where the form words a part its own way. */
  labels?: Readonly<Partial<Record<AddressPart, string>>>;
  /** The parts that span both columns of the form's two-column grid. */
  wide?: readonly AddressPart[];
  /** What the fields start with (an address being edited, or what was sent before); the form is read when sent. */
  defaultValues?: Readonly<Partial<Record<N, string>>>;
  errors: Readonly<Partial<Record<N, string>>>;
  onChange?: (name: N, value: string) => void;
};

/**
 * The address controls of the address book, member checkout and guest checkout: labelled, autocompleted, the 50
 * states to choose from, and each field's message under it, tied to its control for screen readers.
 */
export function AddressFields<N extends string>({
  idPrefix,
  names,
  labels = {},
  wide = ["line1", "line2"],
  defaultValues,
  errors,
  onChange,
}: Props<N>) {
  return PARTS.map(({ part, label, autoComplete, optional, type, inputMode }) => {
    const name = names[part];
    const id = `${idPrefix}${name}`;
    const error = errors[name];
    const control = {
      id,
      name,
      autoComplete,
      required: !optional,
      defaultValue: defaultValues?.[name] ?? "",
      className: controlClass,
      ...invalidProps(id, error),
    };
    return (
      <CheckoutField
        key={part}
        id={id}
        label={labels[part] ?? label}
        required={!optional}
        error={error}
        className={wide.includes(part) ? "sm:col-span-2" : undefined}
      >
        {part === "state" ? (
          <select {...control} onChange={(event) => onChange?.(name, event.target.value)}>
            <option value="">Select a state</option>
            {US_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...control}
            type={type ?? "text"}
            inputMode={inputMode}
            onChange={(event) => onChange?.(name, event.target.value)}
          />
        )}
      </CheckoutField>
    );
  });
}
