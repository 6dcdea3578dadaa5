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
