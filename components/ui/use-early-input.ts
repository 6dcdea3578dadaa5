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
    if (field.value !== drawnValue(field)) changed.push([field.name, field.value]);
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
