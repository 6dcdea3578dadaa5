"use client";

import { useEffect, useEffectEvent, type RefObject } from "react";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const FIELDS = "input[name], select[name], textarea[name]";

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/** The value the server drew a field with: React gives a hydrated field its state's value as its default. */
function drawnValue(field: Field): string {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? "";
  }
  return field.defaultValue;
}

/**
 * What was typed into each textarea before hydration. React's hydration of a controlled <textarea> puts the text it
 * drew back into it whenever that text is not empty (react-dom's initTextarea sets the value to the element's text
 * content), so a policy page's edited text is gone before any effect can read it; inputs and selects keep theirs.
 * This module is evaluated before React hydrates the forms that import it, so it keeps what each textarea holds then
 * and whatever is typed into one until the hook has read it.
 */
const typedBeforeHydration = new WeakMap<HTMLTextAreaElement, string>();
if (typeof document !== "undefined") {
  const keep = (field: EventTarget | null) => {
    if (field instanceof HTMLTextAreaElement && field.name && field.value !== field.defaultValue) typedBeforeHydration.set(field, field.value);
  };
  document.querySelectorAll("textarea[name]").forEach(keep);
  document.addEventListener("input", (event) => keep(event.target), { capture: true });
}

/** A field's value now, or for a textarea whose hydration put its drawn text back, what was typed into it before. */
function currentValue(field: Field): string {
  const typed = field instanceof HTMLTextAreaElement ? typedBeforeHydration.get(field) : undefined;
  return typed !== undefined && field.value === drawnValue(field) ? typed : field.value;
}

/** The named fields at or under `root` that hold something other than what they were drawn with. */
function changedFields(root: HTMLElement): [name: string, value: string][] {
  const changed: [string, string][] = [];
  const fields = root.matches(FIELDS) ? [root] : [...root.querySelectorAll(FIELDS)];
  for (const field of fields) {
    if (!isField(field) || field.disabled) continue;
    if (field instanceof HTMLInputElement && field.type === "radio") {
      // Of a group, the one now chosen is the news (the radio it replaced is only its consequence).
      if (field.checked && !field.defaultChecked) changed.push([field.name, field.value]);
      continue;
    }
    if (field instanceof HTMLInputElement && field.type === "checkbox") {
      if (field.checked !== field.defaultChecked) changed.push([field.name, field.checked ? field.value : ""]);
      continue;
    }
    const value = currentValue(field);
    if (value !== drawnValue(field)) changed.push([field.name, value]);
  }
  return changed;
}

/**
 * Hands a component what was typed or chosen in its fields before the page's scripts ran. Pages are drawn with the
 * document (guest checkout even shows its form before the cart is read: lib/first-paint.ts), so on a slow phone a
 * shopper can type before React hydrates. React then keeps the text on screen but not in the component's state, and
 * the next render of a controlled field puts the state's value back: the email typed first is gone when Continue to
 * Payment is pressed. Read once, right after hydration (a field mounted on the client holds its state's value, so
 * nothing differs); from then on the fields' own change handlers see every change. `adopt` gets each changed field's
 * `name` and value, and ignores names that are not its own.
 */
export function useEarlyInput(root: RefObject<HTMLElement | null>, adopt: (name: string, value: string) => void): void {
  const adoptField = useEffectEvent(adopt);
  useEffect(() => {
    if (!root.current) return;
    for (const [name, value] of changedFields(root.current)) adoptField(name, value);
  }, [root]);
}
