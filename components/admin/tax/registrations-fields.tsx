import type { usePathError } from "@/components/admin/tax/use-path-error";
import { buttonClass } from "@/components/ui/button-styles";
import { controlClass } from "@/components/ui/form-field";
import { US_STATES, usStateName } from "@/lib/addresses/us-states";
import { stateTaxRate } from "@/lib/pricing/tax-rates";
import { formatRatePercent } from "@/lib/tax/rule";
import type { TaxSettings } from "@/lib/tax/schemas";

type Errors = Pick<ReturnType<typeof usePathError>, "fieldId" | "messageFor" | "invalid">;

/** The message beside a field, when the form's error names it. */
function FieldMessage({ message }: { message: { id: string; text: string } | null }) {
  if (!message) return null;
  return (
    <p id={message.id} role="alert" className="mt-1 text-sm font-medium text-rose-deep">
      {message.text}
    </p>
  );
}

/** The spec's base rate of a state as a field's placeholder: what a blank rate means. */
function baseRate(state: string): string {
  return formatRatePercent(stateTaxRate(state));
}

/**
 * The registrations of /admin/tax: a row per state she holds a permit in (her combined rate, blank for the state's
 * base rate; Remove takes the row out of the form), and an "Add a state" row. Read with the form at submit, in this
 * order, so a server's `registrations.N` path names row N (N = the rows' count: the added state).
 */
export function RegistrationsFields({
  registrations,
  onRemove,
  errors,
}: {
  registrations: TaxSettings["registrations"];
  onRemove: (state: string) => void;
  errors: Errors;
}) {
  const listed = new Set(registrations.map((registration) => registration.state));
  const added = `registrations.${registrations.length}`;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">States where you are registered</legend>
      {registrations.length === 0 ? (
        <p className="mt-3 text-sm text-muted">None yet: add the states where you hold a sales-tax permit.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm" data-testid="tax-registrations">
          <caption className="sr-only">Your registrations and your rate in each</caption>
          <thead className="border-b border-line text-xs tracking-wider text-muted uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                State
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Your rate (%)
              </th>
              <th scope="col" className="py-2 font-semibold">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {registrations.map((registration, index) => {
              const path = `registrations.${index}`;
              return (
                <tr key={registration.state}>
                  <th scope="row" className="py-2 pr-3 align-top font-semibold">
                    <input type="hidden" name="state" value={registration.state} />
                    <span className="inline-flex min-h-10 items-center">
                      <abbr title={usStateName(registration.state)} className="no-underline">
                        {registration.state}
                      </abbr>
                    </span>
                    <FieldMessage message={errors.messageFor(`${path}.state`)} />
                  </th>
                  <td className="py-2 pr-3 align-top">
                    <input
                      id={errors.fieldId(`${path}.ratePercent`)}
                      name="ratePercent"
                      inputMode="decimal"
                      defaultValue={registration.ratePercent ?? ""}
                      placeholder={baseRate(registration.state)}
                      aria-label={`${registration.state} rate (%)`}
                      className={`${controlClass} max-w-32`}
                      {...errors.invalid(`${path}.ratePercent`)}
                    />
                    <FieldMessage message={errors.messageFor(`${path}.ratePercent`)} />
                  </td>
                  <td className="py-2 text-right align-top">
                    <button
                      type="button"
                      onClick={() => onRemove(registration.state)}
                      className={buttonClass({
                        variant: "quiet",
                        size: "sm",
                        className: "underline underline-offset-4",
                      })}
                    >
                      Remove<span className="sr-only"> {registration.state}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p className="mt-2 text-xs text-muted">
        Your rate is the combined state and local rate you file at; leave it blank for the state&rsquo;s base rate. An
        imported ZIP table below wins over both.
      </p>
      <div className="mt-4 grid gap-3 rounded-sm border border-dashed border-line p-3 sm:grid-cols-2">
        <div>
          <label htmlFor={errors.fieldId(`${added}.state`)} className="mb-1.5 block text-sm font-medium text-ink">
            Add a state
          </label>
          <select
            id={errors.fieldId(`${added}.state`)}
            name="newState"
            defaultValue=""
            className={controlClass}
            {...errors.invalid(`${added}.state`)}
          >
            <option value="">Choose a state</option>
            {US_STATES.filter((state) => !listed.has(state.code)).map((state) => (
              <option key={state.code} value={state.code}>
                {state.name} ({state.code})
              </option>
            ))}
          </select>
          <FieldMessage message={errors.messageFor(`${added}.state`)} />
        </div>
        <div>
          <label htmlFor={errors.fieldId(`${added}.ratePercent`)} className="mb-1.5 block text-sm font-medium text-ink">
            Its rate (%)
          </label>
          <input
            id={errors.fieldId(`${added}.ratePercent`)}
            name="newRatePercent"
            inputMode="decimal"
            placeholder="Base rate"
            className={controlClass}
            {...errors.invalid(`${added}.ratePercent`)}
          />
          <FieldMessage message={errors.messageFor(`${added}.ratePercent`)} />
        </div>
      </div>
    </fieldset>
  );
}
