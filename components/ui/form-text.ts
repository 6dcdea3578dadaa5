/** A text field's value from submitted form data ("" when missing, or when it is a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** Puts `text` in the form's text field `name` (what the server saved, say): the field is the form's only state. */
export function setFieldText(form: HTMLFormElement, name: string, text: string): void {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = text;
}

/** The text fields `names` of submitted form data, by name. */
export function formTexts<N extends string>(form: FormData, names: readonly N[]): Record<N, string> {
  const texts: Partial<Record<N, string>> = {};
  for (const name of names) texts[name] = formText(form, name);
  // Every name was given its text just above.
  return texts as Record<N, string>;
}
