"use client";

import { useState } from "react";
import { FieldMessage } from "@/components/admin/collections/field-message";
import { PiecePicker } from "@/components/admin/collections/piece-picker";
import { CheckboxField } from "@/components/admin/checkbox-field";
import { SaveRow } from "@/components/admin/settings/save-row";
import { usePathError } from "@/components/admin/tax/use-path-error";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { buttonClass } from "@/components/ui/button-styles";
import { controlClass, FormField } from "@/components/ui/form-field";
import { formText } from "@/components/ui/form-text";
import { TextArea } from "@/components/ui/text-area";
import { saveCollection } from "@/lib/browser/admin-api";
import type { PieceChoice } from "@/lib/catalog/collection-pieces";
import type { AdminCollectionDto } from "@/lib/collections/collections";
import {
  collectionInputSchema,
  MAX_COLLECTION_DESCRIPTION,
  MAX_COLLECTION_NAME,
  MAX_COLLECTION_SLUG,
} from "@/lib/collections/schemas";
import { checkRequest } from "@/lib/field-errors";

const SAVE_FAILED = "Could not save the collection. Please try again.";

/**
 * A collection's form on /admin/collections, new or being edited: name, slug, her words, whether it is a portfolio,
 * and its pieces in order. Checked with the API's own schema, then sent whole (POST, or PUT for an edit); an error
 * shows beside the field it names, which takes the focus.
 */
export function CollectionForm({
  collection,
  pieces,
  onSaved,
  onCancel,
}: {
  collection: AdminCollectionDto | null;
  pieces: readonly PieceChoice[];
  onSaved: (saved: AdminCollectionDto) => void;
  onCancel: () => void;
}) {
  const [chosen, setChosen] = useState<string[]>(collection?.productIds ?? []);
  const { saving, submit } = useAdminSubmit(SAVE_FAILED);
  const errors = usePathError(SAVE_FAILED);
  const { fieldId, invalid, messageFor } = errors;
  const title = collection ? `Edit ${collection.name}` : "New collection";
  const headingId = `${fieldId("form")}-heading`;

  const save = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const check = checkRequest(collectionInputSchema, {
      name: formText(data, "name"),
      slug: formText(data, "slug"),
      description: formText(data, "description"),
      portfolio: data.get("portfolio") === "on",
      productIds: chosen,
    });
    if (!check.success) {
      errors.fail(check.issues[0]?.message ?? SAVE_FAILED, check.issues[0]?.path.map(String).join("."));
      return;
    }
    errors.clear();
    onSaved(await saveCollection(collection?.id ?? null, check.request));
  };

  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-sm border border-line bg-white/60 p-4 sm:p-6">
      <h2 id={headingId} className="font-display text-3xl font-semibold break-words">
        {title}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event, save, errors.failWith)} className="mt-5 grid gap-5">
        <FormField id={fieldId("name")} label="Name" required>
          <input
            id={fieldId("name")}
            name="name"
            defaultValue={collection?.name ?? ""}
            maxLength={MAX_COLLECTION_NAME}
            className={controlClass}
            {...invalid("name")}
          />
          <FieldMessage message={messageFor("name")} />
        </FormField>
        <FormField
          id={fieldId("slug")}
          label="Slug (its address: /collections/slug)"
          hint="Lower-case letters, digits and hyphens. Leave it blank to make one from the name."
        >
          <input
            id={fieldId("slug")}
            name="slug"
            defaultValue={collection?.slug ?? ""}
            maxLength={MAX_COLLECTION_SLUG}
            aria-describedby={`${fieldId("slug")}-hint`}
            className={controlClass}
            {...invalid("slug")}
          />
          <FieldMessage message={messageFor("slug")} />
        </FormField>
        <FormField id={fieldId("description")} label="Description">
          <TextArea
            id={fieldId("description")}
            name="description"
            defaultValue={collection?.description ?? ""}
            rows={4}
            maxLength={MAX_COLLECTION_DESCRIPTION}
            className={controlClass}
            {...invalid("description")}
          />
          <FieldMessage message={messageFor("description")} />
        </FormField>
        <CheckboxField
          id={fieldId("portfolio")}
          name="portfolio"
          label="Portfolio: keep sold one-of-a-kind pieces in it"
          hint="Otherwise the page shows only what can be bought. Drafts never show."
          defaultChecked={collection?.portfolio ?? false}
        />
        <PiecePicker pieces={pieces} chosen={chosen} onChange={setChosen} errors={errors} />
        <div className="flex flex-wrap items-center gap-3">
          <SaveRow saving={saving} errorId={fieldId("form-error")} error={errors.formError}>
            {collection ? "Save collection" : "Create collection"}
          </SaveRow>
          <button type="button" onClick={onCancel} className={buttonClass({ variant: "quiet" })}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
