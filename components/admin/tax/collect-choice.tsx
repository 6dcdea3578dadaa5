import type { TaxCollect } from "@/lib/tax/schemas";

const CHOICES: readonly { value: TaxCollect; label: string; hint: string }[] = [
  {
    value: "every-state",
    label: "In every state (the spec's rates)",
    hint: "Every order pays its state's base rate: the shop's rule until you choose otherwise.",
  },
  {
    value: "registered",
    label: "Only where I'm registered",
    hint: "Orders to the states listed below pay tax; orders anywhere else pay none.",
  },
];

/** The switch of /admin/tax: where she collects sales tax, as radio buttons read with the form at submit. */
export function CollectChoice({
  id,
  collect,
  error,
}: {
  /** The group's id: an error naming `collect` focuses it. */
  id: string;
  collect: TaxCollect;
  error: { id: string; text: string } | null;
}) {
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={error?.id}>
      <legend className="text-sm font-semibold text-ink">Collect sales tax</legend>
      <div className="mt-3 grid gap-3">
        {CHOICES.map((choice) => (
          <div
            key={choice.value}
            className="flex gap-3 rounded-sm border border-line bg-white px-4 py-3 has-checked:border-rose"
          >
            <input
              id={`collect-${choice.value}`}
              type="radio"
              name="collect"
              value={choice.value}
              defaultChecked={collect === choice.value}
              aria-describedby={`collect-${choice.value}-hint`}
              className="mt-1 size-4 shrink-0 accent-rose"
            />
            <div>
              <label htmlFor={`collect-${choice.value}`} className="block cursor-pointer text-sm font-medium text-ink">
                {choice.label}
              </label>
              <p id={`collect-${choice.value}-hint`} className="mt-0.5 text-xs text-muted">
                {choice.hint}
              </p>
            </div>
          </div>
        ))}
      </div>
      {error ? (
        <p id={error.id} role="alert" className="mt-2 text-sm font-medium text-rose-deep">
          {error.text}
        </p>
      ) : null}
    </fieldset>
  );
}
