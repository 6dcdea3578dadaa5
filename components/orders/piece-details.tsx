import { variantText } from "@/lib/cart/line-display";
import { leadTimeText } from "@/lib/fulfillment/promise";

type PieceLine = {
  variantName: string | null;
  variantLabel: string | null;
  personalization: string | null;
  leadTimeDays: number;
};

/**
 * What a line says of its piece under the name (carts, checkout, orders, the admin): the size or length, the buyer's
 * text exactly as typed (shown as text, never as markup), and, with `leadTime`, whether it is made to order.
 */
export function PieceDetails({ line, leadTime = false }: { line: PieceLine; leadTime?: boolean }) {
  const variant = variantText(line);
  if (!variant && !line.personalization && !leadTime) return null;
  return (
    <p className="text-sm text-muted">
      {variant ? <span className="block">{variant}</span> : null}
      {line.personalization ? <span className="block">Personalized: “{line.personalization}”</span> : null}
      {leadTime ? <span className="block">{leadTimeText(line.leadTimeDays)}</span> : null}
    </p>
  );
}
