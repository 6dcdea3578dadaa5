import type { AdminOrderDetailLine } from "@/lib/orders/desk/admin-order";

/**
 * The slip's care notes: one per piece in the parcel that has care text, in the order of its lines, under the piece's
 * name as sold. Nothing when none has.
 */
export function SlipCare({
  lines,
  care,
}: {
  lines: readonly Pick<AdminOrderDetailLine, "productId" | "name">[];
  care: ReadonlyMap<string, string>;
}) {
  const notes = new Map<string, { name: string; care: string }>();
  for (const line of lines) {
    const text = line.productId === null ? undefined : care.get(line.productId);
    if (line.productId !== null && text !== undefined && !notes.has(line.productId))
      notes.set(line.productId, { name: line.name, care: text });
  }
  if (notes.size === 0) return null;
  return (
    <section aria-labelledby="slip-care" className="mt-8 break-inside-avoid" data-testid="slip-care">
      <h2 id="slip-care" className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">
        Caring for your pieces
      </h2>
      <dl className="mt-2 space-y-2 text-sm">
        {[...notes].map(([productId, note]) => (
          <div key={productId}>
            <dt className="font-medium">{note.name}</dt>
            <dd className="break-words whitespace-pre-line">{note.care}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
