"use client";

import { buttonClass } from "@/components/ui/button-styles";
import type { AddressDto } from "@/lib/addresses/dto";
import { usStateName } from "@/lib/addresses/us-states";

type Props = {
  address: AddressDto;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
};

/** One saved address with its actions; the default is marked in words, not colour alone. */
export function AddressCard({ address, busy, onEdit, onDelete, onSetDefault }: Props) {
  const name = `${address.first_name} ${address.last_name}`;
  const label = `${name}, ${address.address_line_1}`;
  return (
    <li
      data-testid="address-card"
      className={`flex flex-col rounded-sm border bg-white p-5 ${address.is_default_shipping ? "border-rose" : "border-line"}`}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold">{name}</p>
        {address.is_default_shipping ? (
          <span className="rounded-full border border-rose/30 bg-rose/10 px-2.5 py-0.5 text-xs font-semibold text-rose-deep">
            Default
          </span>
        ) : null}
      </div>
      <address className="mt-2 flex-1 text-sm leading-relaxed text-muted not-italic">
        {address.address_line_1}
        {address.address_line_2 ? (
          <>
            <br />
            {address.address_line_2}
          </>
        ) : null}
        <br />
        {address.city}, <abbr title={usStateName(address.state)}>{address.state}</abbr> {address.postal_code}
        <br />
        {address.phone}
      </address>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4">
        <button
          type="button"
          id={`edit-${address.id}`}
          onClick={onEdit}
          disabled={busy}
          aria-label={`Edit ${label}`}
          className={buttonClass({ variant: "outline", size: "sm" })}
        >
          Edit
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete ${label}`}
          className={buttonClass({ variant: "quiet", size: "sm" })}
        >
          Delete
        </button>
        {address.is_default_shipping ? null : (
          <button
            type="button"
            onClick={onSetDefault}
            disabled={busy}
            aria-label={`Set ${label} as default`}
            className={buttonClass({ variant: "quiet", size: "sm" })}
          >
            Set as Default
          </button>
        )}
      </div>
    </li>
  );
}
