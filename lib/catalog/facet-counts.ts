// Pure on purpose: the counts are arithmetic over rows already read, so they are tested without a database.
import { METALS } from "@/lib/catalog/attributes";
import { FACETS, isMetal, slugOf, type Facet, type FacetChoice, type FacetCounts } from "@/lib/catalog/facets";

/** What the filters read of each piece in the view: its attributes as stored. */
export type FacetRow = { id: string; metal: string | null; stones: readonly string[]; colors: readonly string[] };

/** "garnet" → "Garnet": an option reads as a name whichever piece's spelling the view happens to meet first. */
const capitalised = (text: string) => `${text.charAt(0).toLocaleUpperCase("en-US")}${text.slice(1)}`;

/** The values a piece offers for one filter, each once, with her spelling of it ("Rose quartz"), capitalised. */
function valuesOf(row: FacetRow, facet: Facet, slugs: Map<string, string>): Map<string, string> {
  if (facet === "metal") {
    const metal = METALS.find((entry) => entry.value === row.metal);
    return new Map<string, string>(metal ? [[metal.value, metal.label]] : []);
  }
  const values = new Map<string, string>();
  for (const entry of facet === "stone" ? row.stones : row.colors) {
    // A catalogue repeats a few dozen names: each is slugged once per count, not once per piece.
    let slug = slugs.get(entry);
    if (slug === undefined) {
      slug = slugOf(entry);
      slugs.set(entry, slug);
    }
    if (slug !== "" && !values.has(slug)) values.set(slug, capitalised(entry.trim()));
  }
  return values;
}

/** "rose-quartz" → "Rose quartz": the name of a chosen value no piece in the view spells for us. */
function labelFromSlug(facet: Facet, value: string): string {
  if (facet === "metal" && isMetal(value)) return METALS.find((entry) => entry.value === value)?.label ?? value;
  return capitalised(value.replace(/-/g, " "));
}

const metalOrder = (value: string) => METALS.findIndex((entry) => entry.value === value);

/**
 * The rows (in the view's order) every chosen filter keeps, and each filter's options with faceted counts: the count
 * beside value X of filter F is how many rows every other chosen filter keeps that also have F = X, so choosing X shows
 * exactly that many. Options are the values with a count, plus the chosen one (which may have none left); metals in
 * METALS's order, stones and colours by name.
 */
export function tallyFacets(rows: readonly FacetRow[], choice: FacetChoice): { ids: string[]; counts: FacetCounts } {
  const tallies = new Map<Facet, Map<string, { label: string; count: number }>>(
    FACETS.map((facet) => [facet, new Map()]),
  );
  const ids: string[] = [];
  const slugs = new Map<string, string>();
  for (const row of rows) {
    const values = new Map(FACETS.map((facet) => [facet, valuesOf(row, facet, slugs)] as const));
    const misses = FACETS.filter((facet) => {
      const chosen = choice[facet];
      return chosen !== undefined && !values.get(facet)?.has(chosen);
    });
    if (misses.length === 0) ids.push(row.id);
    for (const facet of FACETS) {
      // Counted for F when the other filters keep it: missing none, or only F itself.
      if (misses.some((missed) => missed !== facet)) continue;
      const tally = tallies.get(facet);
      for (const [value, label] of values.get(facet) ?? []) {
        const seen = tally?.get(value);
        if (seen) seen.count += 1;
        else tally?.set(value, { label, count: 1 });
      }
    }
  }
  const optionsOf = (facet: Facet) => {
    const tally = tallies.get(facet) ?? new Map<string, { label: string; count: number }>();
    const chosen = choice[facet];
    if (chosen !== undefined && !tally.has(chosen))
      tally.set(chosen, { label: labelFromSlug(facet, chosen), count: 0 });
    const options = [...tally].map(([value, { label, count }]) => ({ value, label, count }));
    return facet === "metal"
      ? options.sort((a, b) => metalOrder(a.value) - metalOrder(b.value))
      : options.sort((a, b) => a.label.localeCompare(b.label, "en-US", { sensitivity: "base" }));
  };
  return { ids, counts: { metal: optionsOf("metal"), stone: optionsOf("stone"), color: optionsOf("color") } };
}
