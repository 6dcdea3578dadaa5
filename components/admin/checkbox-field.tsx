import type { ChangeEvent } from "react";

type Props = {
  id: string;
  /** Its name in the form: ticked, the form's data holds it. */
  name: string;
  label: string;
  hint?: string;
  defaultChecked: boolean;
  /** For a box whose ticking shows or hides something; the form is read when sent. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  invalid?: Record<string, unknown>;
  className?: string;
};

/** A checkbox with its label beside it and a line under, as the admin form's yes-or-no fields are drawn. */
export function CheckboxField({ id, name, label, hint, defaultChecked, onChange, invalid, className = "" }: Props) {
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        onChange={onChange}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-rose"
        {...invalid}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
