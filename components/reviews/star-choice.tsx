/** What each number of stars means, said in words for the radio's label (and so for a screen reader). */
const STAR_WORDS = ["Poor", "Fair", "Good", "Very good", "Excellent"] as const;

/**
 * The rating as a group of five radios, one per number of stars, each labelled in words ("4 stars, very good"):
 * the browser's own keyboard handling (arrow keys) and required check apply, and it works without any script.
 * `error`: the id of the message that says what is wrong with the rating, when something is.
 */
export function StarChoice({ name, idPrefix, error }: { name: string; idPrefix: string; error: string | null }) {
  return (
    // A radiogroup, so a refusal can mark the group invalid (a plain fieldset's group role may not carry aria-invalid).
    <fieldset
      role="radiogroup"
      aria-required="true"
      className="rounded-sm border border-line px-4 pt-2 pb-3"
      {...(error ? { "aria-invalid": true, "aria-describedby": error } : {})}
    >
      <legend className="px-1 text-sm font-medium text-ink">
        Your rating <span className="ml-1 text-xs font-normal text-muted">(required)</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {STAR_WORDS.map((word, index) => {
          const stars = index + 1;
          const id = `${idPrefix}-${stars}`;
          return (
            <label
              key={stars}
              htmlFor={id}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-3 text-sm has-[:checked]:border-rose has-[:checked]:bg-rose/5"
            >
              <input id={id} type="radio" name={name} value={stars} required className="accent-rose" />
              <span aria-hidden="true" className="text-gold-deep">
                {"★".repeat(stars)}
              </span>
              <span>
                {stars} {stars === 1 ? "star" : "stars"}, {word.toLowerCase()}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
