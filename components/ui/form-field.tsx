import type { ComponentProps, ReactNode } from "react";

export const controlClass =
  "block w-full rounded-sm border border-line bg-white px-3 py-2.5 text-base text-ink shadow-inner shadow-sand/40 transition-colors placeholder:text-muted/70 hover:border-gold focus:border-rose focus-visible:outline-2 aria-[invalid=true]:border-rose-deep sm:text-sm";

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  /** A line under the control; the control should name it with aria-describedby `${id}-hint`. */
  hint?: string;
  className?: string;
  children: ReactNode;
};

/** A labelled form control with an optional hint; required fields say so in words, not only with a star. */
export function FormField({ id, label, required = false, hint, className = "", children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
        {required ? (
          <span className="ml-1 text-xs font-normal text-muted">(required)</span>
        ) : (
          <span className="ml-1 text-xs font-normal text-muted">(optional)</span>
        )}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A text box in the forms' look, uncontrolled: its form is read when sent. */
export function TextInput(props: Omit<ComponentProps<"input">, "value" | "className">) {
  return <input {...props} className={controlClass} />;
}
