import { FACET_LABELS, FACETS, type Facet, type FacetCounts, type FacetOption } from "@/lib/catalog/facets";
import { shopHref, type ShopQuery } from "@/lib/catalog/shop-query";

const optionClass =
  "inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3.5 text-sm transition-colors lg:min-h-9";
const idleClass = "border-line text-muted hover:border-ink hover:text-ink";
const currentClass = "border-ink bg-ink font-medium text-ivory";

/** "any metal", "any stone", "any colour": the link that clears one filter. */
const anyLabel = (facet: Facet) => `Any ${FACET_LABELS[facet].toLocaleLowerCase("en-US")}`;

/**
 * Metal, stone and colour for the grid above which it sits: each option a plain link (drawn on the server, no script:
 * crawlers follow it, and it works before the page hydrates) with how many pieces it would show, the chosen one marked
 * as the current page, and "Any …" to clear it. Options that would show nothing are left out, so no link leads to an
 * empty page. A disclosure, open while a filter is chosen, keeps it short on a phone.
 */
export function FacetFilters({ query, facets }: { query: ShopQuery; facets: FacetCounts }) {
  const shown = FACETS.filter((facet) => facets[facet].length > 0);
  if (shown.length === 0) return null;
  const chosen = FACETS.filter((facet) => query[facet] !== undefined).length;
  return (
    <details open={chosen > 0} className="mb-6 rounded-sm border border-line">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-medium text-ink">
        {`Metal, stone and colour${chosen > 0 ? ` (${chosen} chosen)` : ""}`}
      </summary>
      <div className="grid gap-6 border-t border-line px-4 py-5 sm:grid-cols-3">
        {shown.map((facet) => (
          <FacetGroup key={facet} facet={facet} query={query} options={facets[facet]} />
        ))}
      </div>
    </details>
  );
}

function FacetGroup({ facet, query, options }: { facet: Facet; query: ShopQuery; options: FacetOption[] }) {
  const headingId = `shop-filter-${facet}`;
  const chosen = query[facet];
  return (
    <div role="group" aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className="text-xs font-semibold tracking-[0.2em] text-gold-deep uppercase">
        {FACET_LABELS[facet]}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        <li className="flex">
          <a
            href={shopHref({ ...query, [facet]: undefined })}
            aria-current={chosen === undefined ? "page" : undefined}
            className={`${optionClass} ${chosen === undefined ? currentClass : idleClass}`}
          >
            {anyLabel(facet)}
          </a>
        </li>
        {options.map((option) => {
          const current = option.value === chosen;
          return (
            <li key={option.value} className="flex min-w-0">
              <a
                href={shopHref({ ...query, [facet]: option.value })}
                aria-current={current ? "page" : undefined}
                className={`${optionClass} min-w-0 ${current ? currentClass : idleClass}`}
              >
                <span className="truncate">{option.label}</span>
                <span className={current ? undefined : "text-muted"}>{`(${option.count})`}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
