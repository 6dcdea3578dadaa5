"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { AddressCard } from "@/components/account/address-card";
import { AddressForm } from "@/components/account/address-form";
import { buttonClass } from "@/components/ui/button-styles";
import type { AddressDto } from "@/lib/addresses/dto";
import { deleteAddress, makeDefaultAddress } from "@/lib/browser/address-api";

/** Asked before an address is deleted: a deletion cannot be undone. */
const DELETE_ADDRESS_CONFIRMATION = "Are you sure you want to delete this address?";

type Editing = { mode: "closed" } | { mode: "add" } | { mode: "edit"; address: AddressDto };
type Notice = { kind: "success" | "error"; text: string } | null;

/**
 * The member's address book: list (default first), add, edit, delete and set default. Every change goes to
 * /api/addresses…, then the server-rendered list is refreshed (the API decides the default, e.g. the first one).
 */
export function AddressBook({ addresses }: { addresses: AddressDto[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<Editing>({ mode: "closed" });
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // Where focus goes once the form has closed and the refreshed list is on screen (never lost to <body>).
  const focusAfter = useRef<string | null>(null);

  useEffect(() => {
    const target = focusAfter.current;
    if (refreshing || editing.mode !== "closed" || !target) return;
    focusAfter.current = null;
    (document.getElementById(target) ?? addButtonRef.current)?.focus();
  }, [refreshing, editing, addresses, busy]);

  function refresh(focusId: string, success: string) {
    setNotice({ kind: "success", text: success });
    focusAfter.current = focusId;
    startRefresh(() => router.refresh());
  }

  async function run(action: () => Promise<unknown>, failure: string, focusId: string, success: string) {
    setBusy(true);
    setNotice(null);
    try {
      await action();
      refresh(focusId, success);
    } catch {
      setNotice({ kind: "error", text: failure });
    } finally {
      setBusy(false);
    }
  }

  function remove(address: AddressDto) {
    if (!window.confirm(DELETE_ADDRESS_CONFIRMATION)) return;
    void run(() => deleteAddress(address.id), "Failed to delete address", "add-address", "Address deleted");
  }

  function makeDefault(address: AddressDto) {
    void run(
      () => makeDefaultAddress(address.id),
      "Failed to set default address",
      `edit-${address.id}`,
      "Default address updated",
    );
  }

  function closeForm(focusId: string) {
    setEditing({ mode: "closed" });
    focusAfter.current = focusId;
  }

  return (
    <div className="grid gap-6">
      <div aria-live="polite" role="status" className="empty:hidden">
        {notice?.kind === "success" ? (
          <p className="rounded-sm border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
            {notice.text}
          </p>
        ) : null}
      </div>
      {notice?.kind === "error" ? (
        <p role="alert" className="rounded-sm border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {notice.text}
        </p>
      ) : null}

      {editing.mode === "closed" ? (
        <div>
          <button
            ref={addButtonRef}
            id="add-address"
            type="button"
            onClick={() => setEditing({ mode: "add" })}
            className={buttonClass()}
          >
            <span aria-hidden="true">+</span> Add Address
          </button>
        </div>
      ) : (
        <AddressForm
          key={editing.mode === "edit" ? editing.address.id : "new"}
          address={editing.mode === "edit" ? editing.address : null}
          onCancel={() => closeForm(editing.mode === "edit" ? `edit-${editing.address.id}` : "add-address")}
          onSaved={() => {
            const focusId = editing.mode === "edit" ? `edit-${editing.address.id}` : "add-address";
            setEditing({ mode: "closed" });
            refresh(focusId, editing.mode === "edit" ? "Address updated" : "Address added");
          }}
        />
      )}

      {addresses.length === 0 ? (
        <p className="rounded-sm border border-dashed border-line bg-white px-6 py-10 text-center text-muted">
          You have no saved addresses yet.
        </p>
      ) : (
        <ul aria-label="Saved addresses" aria-busy={refreshing || busy} className="grid gap-4 sm:grid-cols-2">
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={busy || editing.mode !== "closed"}
              onEdit={() => setEditing({ mode: "edit", address })}
              onDelete={() => remove(address)}
              onSetDefault={() => makeDefault(address)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
