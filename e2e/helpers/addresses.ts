import type { Locator } from "@playwright/test";

/** Fills the open address form; the state is picked from the dropdown by its name. */
export async function fillAddress(
  form: Locator,
  values: { first: string; last: string; line1: string; city: string; state: string; zip: string; phone: string },
) {
  await form.getByLabel("First Name").fill(values.first);
  await form.getByLabel("Last Name").fill(values.last);
  await form.getByLabel("Address Line 1").fill(values.line1);
  await form.getByLabel("City").fill(values.city);
  await form.getByLabel("State").selectOption({ label: values.state });
  await form.getByLabel("ZIP Code").fill(values.zip);
  await form.getByLabel("Phone").fill(values.phone);
}
