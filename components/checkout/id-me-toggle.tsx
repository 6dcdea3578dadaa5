/**
 * The ID.Me discount toggle: shown, but it does nothing yet, and it says so rather than pretending (docs/decisions.md).
 */
export function IdMeToggle() {
  return (
    <div className="flex items-start gap-3 rounded-sm border border-dashed border-line bg-sand/30 p-4">
      <input
        id="idme-discount"
        type="checkbox"
        disabled
        aria-describedby="idme-discount-note"
        className="mt-1 size-4"
      />
      <div>
        <label htmlFor="idme-discount" className="text-sm font-medium">
          ID.Me discount (military, first responders, students)
        </label>
        <p id="idme-discount-note" className="text-xs text-muted">
          Not yet available.
        </p>
      </div>
    </div>
  );
}
