const noteId = "newsletter-note";

/**
 * The newsletter box: a plain form to POST /api/newsletter/form, which mails a confirmation link (double opt-in) and
 * sends the browser to /newsletter/requested, where the answer is the same for every address. No script: a box on
 * every page's footer should not cost every page a download.
 */
export function NewsletterForm({ idPrefix = "newsletter" }: { idPrefix?: string }) {
  const inputId = `${idPrefix}-email`;
  const describedBy = `${idPrefix}-${noteId}`;
  return (
    <form method="post" action="/api/newsletter/form" aria-describedby={describedBy}>
      <label htmlFor={inputId} className="mt-4 block text-sm font-medium">
        Email address
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@example.com"
          aria-describedby={describedBy}
          className="min-h-11 w-full min-w-0 rounded-full border border-ivory/30 bg-ivory/5 px-4 text-sm text-ivory placeholder:text-ivory/60"
        />
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-full bg-gold-light px-5 text-sm font-semibold text-ink transition-colors hover:bg-ivory"
        >
          Subscribe
        </button>
      </div>
      <p id={describedBy} className="mt-2 text-xs text-ivory/70">
        We email a link to confirm. We will never share your address; every letter has an unsubscribe link.
      </p>
    </form>
  );
}
