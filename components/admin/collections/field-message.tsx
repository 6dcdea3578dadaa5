/** The message beside a field of the collection form, when the form's error names it. */
export function FieldMessage({ message }: { message: { id: string; text: string } | null }) {
  if (!message) return null;
  return (
    <p id={message.id} role="alert" className="mt-1 text-sm font-medium text-rose-deep">
      {message.text}
    </p>
  );
}
