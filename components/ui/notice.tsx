export type NoticeTone = "error" | "success";

/**
 * The shop's one notice: a form's or a step's outcome. An error is announced at once (role="alert"), a success
 * politely (role="status"); nothing is drawn without a message.
 */
export function Notice({ tone, id, children }: { tone: NoticeTone; id?: string; children: string | null }) {
  if (!children) return null;
  if (tone === "error") {
    return (
      <p id={id} role="alert" className="rounded-sm border border-rose/40 bg-rose/5 px-4 py-3 text-sm text-rose-deep">
        {children}
      </p>
    );
  }
  return (
    <p
      id={id}
      role="status"
      className="rounded-sm border border-emerald-700/30 bg-emerald-50 px-4 py-3 text-sm text-emerald-800"
    >
      {children}
    </p>
  );
}
