/** A form's outcome line: errors interrupt (role="alert"), successes are announced politely (role="status"). */
export function FormMessage({ message, id }: { message: { kind: "success" | "error"; text: string } | null; id?: string }) {
  if (!message) return null;
  const success = message.kind === "success";
  return (
    <p
      id={id}
      role={success ? "status" : "alert"}
      className={`rounded-sm border px-3 py-2 text-sm ${success ? "border-green-200 bg-green-50 text-green-800" : "border-red-200 bg-red-50 text-red-800"}`}
    >
      {message.text}
    </p>
  );
}

export type FormOutcome = { kind: "success" | "error"; text: string } | null;
