import { FACET_LABELS, type Facet } from "@/lib/catalog/facets";

/** What a link asked for may be any length: the notice quotes enough of it to recognise. */
const QUOTED_LENGTH = 40;

const quoted = (value: string) => (value.length > QUOTED_LENGTH ? `${value.slice(0, QUOTED_LENGTH)}…` : value);

/**
 * A polite note for each metal, stone or colour in the URL the shop does not know (a stale or mistyped link): the
 * grid is shown without that filter rather than failing or coming up empty.
 */
export function IgnoredFilters({ ignored }: { ignored: readonly { facet: Facet; value: string }[] }) {
  if (ignored.length === 0) return null;
  return (
    <div role="status" className="mb-6 rounded-sm border border-line bg-sand/60 px-4 py-3 text-sm text-ink">
      {ignored.map(({ facet, value }) => (
        <p key={facet} className="break-words">
          {`No piece in the shop has the ${FACET_LABELS[facet].toLocaleLowerCase("en-US")} “${quoted(value)}”, so that filter is off: showing every ${FACET_LABELS[facet].toLocaleLowerCase("en-US")}.`}
        </p>
      ))}
    </div>
  );
}
