"use client";

import { useRef, type RefObject } from "react";
import { controlClass } from "@/components/ui/form-field";
import { useHydrated } from "@/components/ui/use-hydrated";
import { VERIFICATION_CODE_LENGTH } from "@/lib/auth/code-format";

type CodeInputProps = {
  id: string;
  name: string;
  /** Handed the code as the field now holds it: at every change, and once the page has hydrated. */
  onCode?: (code: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
  inputRef?: RefObject<HTMLInputElement | null>;
};

/** Codes are 6 characters of an upper-case alphabet: never more, and upper case whatever is typed. */
export const codeOf = (text: string) => text.toUpperCase().slice(0, VERIFICATION_CODE_LENGTH);

/** Puts the field's text in the code's form, and hands it on. */
function normalize(field: HTMLInputElement, onCode: ((code: string) => void) | undefined) {
  const code = codeOf(field.value);
  if (field.value !== code) field.value = code;
  onCode?.(code);
}

/**
 * The emailed 6-character code (verification, password reset): one field, the same everywhere. Opened from the mail on
 * a slow phone, the code may be typed before the page's scripts have run: it is put in form once they have.
 */
export function CodeInput({ id, name, onCode, invalid, describedBy, inputRef }: CodeInputProps) {
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? ownRef;
  useHydrated(ref, (field) => normalize(field, onCode));
  return (
    <input
      ref={ref}
      id={id}
      name={name}
      type="text"
      inputMode="text"
      autoComplete="one-time-code"
      autoCapitalize="characters"
      spellCheck={false}
      required
      maxLength={VERIFICATION_CODE_LENGTH}
      onChange={(event) => normalize(event.currentTarget, onCode)}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      className={`${controlClass} font-mono text-lg tracking-[0.5em] uppercase`}
    />
  );
}
