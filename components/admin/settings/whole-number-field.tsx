import { controlClass, FormField } from "@/components/ui/form-field";

type WholeNumberFieldProps = {
  /** The control's id (useFieldError's fieldId): the hint and the refusal hang on it. */
  id: string;
  name: string;
  label: string;
  hint: string;
  max: number;
  defaultValue: number;
  /** useFieldError's invalid(name): aria-invalid and the error it points at, when the refusal is this field's. */
  invalid: { "aria-invalid"?: boolean; "aria-errormessage"?: string };
};

/** A required setting counted in whole units from 0 (pieces a week, days to return), with its hint. */
export function WholeNumberField({ id, name, label, hint, max, defaultValue, invalid }: WholeNumberFieldProps) {
  return (
    <FormField id={id} label={label} required hint={hint}>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min="0"
        max={max}
        step="1"
        defaultValue={defaultValue}
        aria-describedby={`${id}-hint`}
        className={controlClass}
        {...invalid}
      />
    </FormField>
  );
}
