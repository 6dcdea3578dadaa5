"use client";

import type { Ref } from "react";
import { controlClass } from "@/components/ui/form-field";
import { VERIFICATION_CODE_LENGTH } from "@/lib/auth/code-format";

type CodeInputProps = {
  id: string;
  name: string;
  value: string;
  onChange: (code: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
};

/** Codes are 6 characters of an upper-case alphabet: never more, and upper case whatever is typed. */
export const codeOf = (text: string) => text.toUpperCase().slice(0, VERIFICATION_CODE_LENGTH);

/** The emailed 6-character code (verification, password reset): one field, the same everywhere. */
export function CodeInput({ id, name, value, onChange, invalid, describedBy, inputRef }: CodeInputProps) {
  return (
    <input
      ref={inputRef}
      id={id}
      name={name}
      type="text"
      inputMode="text"
      autoComplete="one-time-code"
      autoCapitalize="characters"
      spellCheck={false}
      required
      maxLength={VERIFICATION_CODE_LENGTH}
      value={value}
      onChange={(event) => onChange(codeOf(event.target.value))}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      className={`${controlClass} font-mono text-lg tracking-[0.5em] uppercase`}
    />
  );
}
