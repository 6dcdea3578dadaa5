// Shared by server pages and client components, so a category reads the same everywhere.

/** A category as the shop shows it: the stored spelling when it exists, else the parameter capitalised. */
export function displayCategory(parameter: string, categories: readonly string[]): string {
  const wanted = parameter.trim().toLocaleLowerCase("en-US");
  const known = categories.find((category) => category.toLocaleLowerCase("en-US") === wanted);
  if (known) return known;
  return wanted.replace(/(^|\s)\p{L}/gu, (letter) => letter.toLocaleUpperCase("en-US"));
}
