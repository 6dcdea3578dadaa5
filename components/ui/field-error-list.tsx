// Its own module: only the forms that list every broken rule (reset and change password) download it.

/** Every rule a field breaks, under it: the control names the list with aria-describedby `${id}`. */
export function FieldErrorList({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <ul id={id} className="mt-1.5 list-none text-xs text-red-800">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
