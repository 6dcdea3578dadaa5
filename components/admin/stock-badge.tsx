/** Green with the count while the piece can be bought, a muted rose "Out of stock" at 0 (out of stock means stock = 0). */
export function StockBadge({ stock }: { stock: number }) {
  if (stock > 0) {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full border border-emerald-200 bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-600" />
        {stock} in stock
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-rose/30 bg-rose/10 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-rose-deep">
      <span aria-hidden="true" className="size-1.5 rounded-full border border-rose-deep" />
      Out of stock
    </span>
  );
}
