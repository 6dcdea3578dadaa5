"use client";

import { useState } from "react";
import { FieldMessage } from "@/components/admin/collections/field-message";
import type { usePathError } from "@/components/admin/tax/use-path-error";
import { buttonClass } from "@/components/ui/button-styles";
import { controlClass } from "@/components/ui/form-field";
import type { PieceChoice } from "@/lib/catalog/collection-pieces";

type Errors = Pick<ReturnType<typeof usePathError>, "fieldId" | "messageFor" | "invalid">;

const rowButton = buttonClass({ variant: "quiet", size: "sm", className: "px-3 disabled:opacity-40" });

/** What the shop does with a piece in a collection, told beside its name. */
function note(piece: PieceChoice | undefined): string {
  if (!piece) return " (no longer in the catalogue)";
  if (!piece.published) return " (draft: hidden until published)";
  return piece.sold ? " (sold: shown only in a portfolio)" : "";
}

/** `list` with the item at `from` moved to `to`. */
function moved(list: readonly string[], from: number, to: number): string[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The collection's pieces in her order: each row moves up or down or leaves by its buttons (no dragging, so the
 * keyboard and a phone do the same), and a labelled list adds any piece not yet in it. A row the server refused
 * (`productIds.N`) shows why under it and takes the focus.
 */
export function PiecePicker({
  pieces,
  chosen,
  onChange,
  errors,
}: {
  pieces: readonly PieceChoice[];
  chosen: readonly string[];
  onChange: (next: string[]) => void;
  errors: Errors;
}) {
  const [adding, setAdding] = useState("");
  const byId = new Map(pieces.map((piece) => [piece.id, piece]));
  const available = pieces.filter((piece) => !chosen.includes(piece.id));
  const addId = errors.fieldId("productIds");

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 text-sm font-medium text-ink">Pieces, in the order the page shows them</legend>
      {chosen.length === 0 ? <p className="text-sm text-muted">No pieces yet: add the first below.</p> : null}
      <ol className="grid gap-2">
        {chosen.map((id, index) => {
          const piece = byId.get(id);
          const name = piece?.name ?? id;
          return (
            <li
              key={id}
              id={errors.fieldId(`productIds.${index}`)}
              tabIndex={-1}
              className="rounded-sm border border-line bg-white px-3 py-2"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="min-w-0 basis-full text-sm break-words sm:flex-1 sm:basis-auto">
                  <span className="text-muted">{index + 1}. </span>
                  {name}
                  <span className="text-muted">{note(piece)}</span>
                </span>
                <span className="flex gap-1">
                  <button
                    type="button"
                    className={rowButton}
                    disabled={index === 0}
                    onClick={() => onChange(moved(chosen, index, index - 1))}
                  >
                    <span className="sr-only">Move {name} </span>Up
                  </button>
                  <button
                    type="button"
                    className={rowButton}
                    disabled={index === chosen.length - 1}
                    onClick={() => onChange(moved(chosen, index, index + 1))}
                  >
                    <span className="sr-only">Move {name} </span>Down
                  </button>
                  <button
                    type="button"
                    className={rowButton}
                    onClick={() => onChange(chosen.filter((other) => other !== id))}
                  >
                    Remove<span className="sr-only"> {name}</span>
                  </button>
                </span>
              </div>
              <FieldMessage message={errors.messageFor(`productIds.${index}`)} />
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
          <label htmlFor={addId} className="mb-1.5 block text-sm font-medium text-ink">
            Add a piece
          </label>
          <select
            id={addId}
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
            className={controlClass}
            {...errors.invalid("productIds")}
          >
            <option value="">Choose a piece…</option>
            {available.map((piece) => (
              <option key={piece.id} value={piece.id}>
                {`${piece.name} — ${piece.category}${note(piece)}`}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={buttonClass({ variant: "outline" })}
          onClick={() => {
            if (adding === "") return;
            onChange([...chosen, adding]);
            setAdding("");
          }}
        >
          Add to the collection
        </button>
      </div>
      <FieldMessage message={errors.messageFor("productIds")} />
    </fieldset>
  );
}
