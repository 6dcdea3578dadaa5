"use client";

import Link from "next/link";
import { useState } from "react";
import { CollectionForm } from "@/components/admin/collections/collection-form";
import { AdminNotices, useAdminNotice } from "@/components/admin/admin-notices";
import { failureText } from "@/components/admin/use-admin-submit";
import { buttonClass } from "@/components/ui/button-styles";
import { deleteCollection } from "@/lib/browser/admin-api";
import type { PieceChoice } from "@/lib/catalog/collection-pieces";
import type { AdminCollectionDto } from "@/lib/collections/collections";
import { collectionHref } from "@/lib/collections/href";

const DELETE_FAILED = "Could not delete the collection. Please try again.";

function byName(list: readonly AdminCollectionDto[]): AdminCollectionDto[] {
  return [...list].sort((a, b) => a.name.localeCompare(b.name, "en-US") || a.id.localeCompare(b.id));
}

/**
 * /admin/collections: her collections by name, each with its page, its count of pieces, Edit and Delete; "New
 * collection" and Edit open the form above the list (one at a time).
 */
export function AdminCollections({
  collections: initial,
  pieces,
}: {
  collections: AdminCollectionDto[];
  pieces: PieceChoice[];
}) {
  const [collections, setCollections] = useState(initial);
  // "new" for the new collection's form, a collection's id for its edit, null with the form closed.
  const [editing, setEditing] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useAdminNotice();
  const current = collections.find((collection) => collection.id === editing) ?? null;

  function saved(collection: AdminCollectionDto) {
    setCollections((list) => byName([...list.filter((other) => other.id !== collection.id), collection]));
    setEditing(null);
    setNotice({ kind: "status", text: `${collection.name} saved: its page shows it now.` });
  }

  async function remove(collection: AdminCollectionDto) {
    if (busyId !== null || !window.confirm(`Delete the collection “${collection.name}”? Its pieces stay in the shop.`))
      return;
    setBusyId(collection.id);
    try {
      await deleteCollection(collection.id);
      setCollections((list) => list.filter((other) => other.id !== collection.id));
      if (editing === collection.id) setEditing(null);
      setNotice({ kind: "status", text: `${collection.name} deleted.` });
    } catch (failure) {
      setNotice({ kind: "error", text: failureText(failure, DELETE_FAILED) });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="mt-8">
      <AdminNotices notice={notice} onDismiss={() => setNotice(null)} />
      {editing === null ? (
        <button type="button" onClick={() => setEditing("new")} className={buttonClass()}>
          New collection
        </button>
      ) : (
        <CollectionForm
          key={editing}
          collection={current}
          pieces={pieces}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      )}
      <section aria-labelledby="collections-heading" className="mt-10">
        <h2 id="collections-heading" className="font-display text-3xl font-semibold">
          Your collections
        </h2>
        {collections.length === 0 ? (
          <p className="mt-4 text-muted">None yet. A collection gathers pieces under a name: Bridal, Under $40…</p>
        ) : (
          <ul className="mt-4 divide-y divide-line border-y border-line">
            {collections.map((collection) => (
              <li key={collection.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4">
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{collection.name}</p>
                  <p className="text-sm text-muted">
                    <Link
                      href={collectionHref(collection.slug)}
                      className="underline underline-offset-4 hover:text-rose"
                    >
                      {collectionHref(collection.slug)}
                    </Link>
                    {` · ${collection.productIds.length === 1 ? "1 piece" : `${collection.productIds.length} pieces`}`}
                    {collection.portfolio ? " · portfolio" : ""}
                  </p>
                </div>
                <span className="flex gap-2">
                  <button
                    type="button"
                    onClick={() => setEditing(collection.id)}
                    className={buttonClass({ variant: "outline", size: "sm" })}
                  >
                    Edit<span className="sr-only"> {collection.name}</span>
                  </button>
                  <button
                    type="button"
                    aria-disabled={busyId === collection.id || undefined}
                    onClick={() => void remove(collection)}
                    className={buttonClass({ variant: "quiet", size: "sm" })}
                  >
                    Delete<span className="sr-only"> {collection.name}</span>
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
