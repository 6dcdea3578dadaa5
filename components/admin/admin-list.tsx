import type { ReactNode } from "react";

/** A column of the wide table: its header, its cell, and the classes both share. */
export type AdminColumn<T> = {
  header: string;
  /** The header is read out only (a picture's column): the table shows no text for it. */
  headerHidden?: boolean;
  /** The row's own name: rendered as the row header a screen reader announces with each cell. */
  rowHeader?: boolean;
  align?: "right";
  className?: string;
  title?: (item: T) => string;
  cell: (item: T) => ReactNode;
};

type Props<T extends { id: string }> = {
  /** The caption of the table and the name of the card list. */
  label: string;
  testId: string;
  items: readonly T[];
  columns: readonly AdminColumn<T>[];
  /** A card's summary on phones, above its actions. */
  card: (item: T) => ReactNode;
  actions: (item: T) => ReactNode;
  /** Data attributes a row and a card carry for the item (an order's id, for instance). */
  data?: (item: T) => Record<`data-${string}`, string>;
  /** Wide contents scroll inside the table's frame instead of being clipped. */
  scroll?: boolean;
};

const actionClass =
  "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors aria-disabled:cursor-wait aria-disabled:opacity-60";

/** The admin's row buttons: the way forward (edit, ship, deliver) and the one that takes something away. */
export const ADMIN_ACTION_CLASS = {
  forward: `${actionClass} border-ink text-ink hover:bg-ink hover:text-ivory`,
  destructive: `${actionClass} border-rose/40 text-rose-deep hover:border-rose-deep hover:bg-rose-deep hover:text-ivory`,
} as const;

function cellClass(column: { align?: "right"; className?: string }): string {
  return ["px-4 py-3", column.align === "right" ? "text-right" : "", column.className ?? ""].filter(Boolean).join(" ");
}

/**
 * One admin list shown two ways: a table with an actions column on screens wide enough for its columns, and the
 * same items as cards with their actions underneath on phones, where the columns would not fit.
 */
export function AdminList<T extends { id: string }>({
  label,
  testId,
  items,
  columns,
  card,
  actions,
  data,
  scroll = false,
}: Props<T>) {
  return (
    <>
      <div
        className={`hidden ${scroll ? "overflow-x-auto" : "overflow-hidden"} rounded-sm border border-line bg-white/60 md:block`}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="border-b border-line bg-sand text-xs tracking-wider text-muted uppercase">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={cellClass({ align: column.align, className: "font-semibold" })}
                >
                  {column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {items.map((item) => (
              <tr key={item.id} data-testid={testId} {...data?.(item)}>
                {columns.map((column) => {
                  const Cell = column.rowHeader ? "th" : "td";
                  return (
                    <Cell
                      key={column.header}
                      scope={column.rowHeader ? "row" : undefined}
                      className={cellClass(column)}
                      title={column.title?.(item)}
                    >
                      {column.cell(item)}
                    </Cell>
                  );
                })}
                <td className="px-4 py-3">
                  <div className="flex justify-end">{actions(item)}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label={label}>
        {items.map((item) => (
          <li
            key={item.id}
            data-testid={testId}
            {...data?.(item)}
            className="rounded-sm border border-line bg-white/60 p-4"
          >
            {card(item)}
            <div className="mt-4 border-t border-line pt-3">{actions(item)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}
