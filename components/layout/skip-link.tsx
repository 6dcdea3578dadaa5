/** The first stop of the Tab key on every page: hidden until focused, it jumps past the header to the main content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-full bg-ink text-sm font-medium text-ivory focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-5 focus:py-3"
    >
      Skip to content
    </a>
  );
}
