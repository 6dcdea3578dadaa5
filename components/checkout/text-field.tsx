import type { InputHTMLAttributes, ReactNode } from "react";
import { controlClass, FormField } from "@/components/ui/form-field";

/** A labelled checkout field with its own error under it, tied to the control for screen readers. */
export function CheckoutField({
  id,
  label,
  required = true,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <FormField id={id} label={label} required={required} className={className}>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-rose-deep">
          {error}
        </p>
      ) : null}
    </FormField>
  );
}

/** The props an input needs to say it is invalid and where its message is. */
export function invalidProps(
  id: string,
  error: string | undefined,
): Pick<InputHTMLAttributes<HTMLInputElement>, "aria-invalid" | "aria-describedby"> {
  return error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
}

export { controlClass };
