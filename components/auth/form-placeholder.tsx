/** Holds a form's place while its query-dependent part renders in the browser, so nothing jumps when it appears. */
export function FormPlaceholder({ fields }: { fields: number }) {
  return <div aria-hidden="true" style={{ minHeight: `${fields * 5.5 + 4}rem` }} />;
}
