import { FACET_LABELS, FACETS, type Facet, type FacetCounts, type FacetOption } from "@/lib/catalog/facets";
import { shopHref, type ShopQuery } from "@/lib/catalog/shop-query";

// Styled from the list, not on each link: every option is sent twice (the HTML and the page's React payload), and a
// stone list of thirty options would otherwise carry thirty copies of the same classes.
const listClass =
  "mt-3 flex flex-wrap gap-2 [&_a]:inline-flex [&_a]:min-h-10 [&_a]:max-w-full [&_a]:items-center [&_a]:gap-1.5 [&_a]:rounded-full [&_a]:border [&_a]:border-line [&_a]:px-3.5 [&_a]:text-sm [&_a]:text-muted [&_a]:transition-colors [&_a:hover]:border-ink [&_a:hover]:text-ink [&_a[aria-current]]:border-ink [&_a[aria-current]]:bg-ink [&_a[aria-current]]:font-medium [&_a[aria-current]]:text-ivory lg:[&_a]:min-h-9";

/**
 * Metal, stone and colour for the grid below: each option a plain link (drawn on the server, no script: crawlers follow
 * it, and it works before the page hydrates) with how many pieces it would show, the chosen one marked as the current
 * page, and "Any …" to clear it. Options that would show nothing are left out, so no link leads to an empty page. A
 * disclosure, open while a filter is chosen, keeps the grid near the top on a phone.
 */
export function FacetFilters({ query, facets }: { query: ShopQuery; facets: FacetCounts }) {
  const offered = FACETS.filter((facet) => facets[facet].length > 0);
  if (offered.length === 0) return null;
  const chosen = FACETS.filter((facet) => query[facet] !== undefined).length;
  return (
    <details open={chosen > 0} className="group mb-6 rounded-sm border border-line">
      {/* A flex summary loses the browser's triangle: the chevron says it opens. */}
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 text-sm font-medium text-ink">
        {`Metal, stone and colour${chosen > 0 ? ` (${chosen} chosen)` : ""}`}
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="grid gap-6 border-t border-line px-4 py-5 sm:grid-cols-3">
        {offered.map((facet) => (
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
      <ul className={listClass}>
        <li>
          <a href={shopHref({ ...query, [facet]: undefined })} aria-current={chosen === undefined ? "page" : undefined}>
            {`Any ${FACET_LABELS[facet].toLocaleLowerCase("en-US")}`}
          </a>
        </li>
        {options.map((option) => (
          <li key={option.value}>
            <a
              href={shopHref({ ...query, [facet]: option.value })}
              aria-current={option.value === chosen ? "page" : undefined}
            >
              {`${option.label} (${option.count})`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
