"use client";

import Link from "next/link";
import { useState } from "react";
import { AdminNotices } from "@/components/admin/admin-notices";
import { SaveRow } from "@/components/admin/settings/save-row";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { useFieldError } from "@/components/admin/settings/use-field-error";
import { controlClass, FormField } from "@/components/ui/form-field";
import { formText, setFieldText } from "@/components/ui/form-text";
import { TextArea } from "@/components/ui/text-area";
import { saveShopPage } from "@/lib/browser/admin-api";
import { checkRequest } from "@/lib/field-errors";
import { MAX_BODY_LENGTH, MAX_TITLE_LENGTH, shopPageInputSchema, type ShopPageDto } from "@/lib/shop-pages/schemas";

type Field = "title" | "body";

const SAVE_FAILED = "Could not save the page. Please try again.";
// In UTC, written the same by the server's render and the browser's.
const savedAt = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/**
 * One policy page's editor on /admin/pages: its title and its text in Markdown, checked with the server's own schema
 * and sent with PUT /api/admin/pages/{slug}. What was typed stays in the form when a save fails.
 */
export function ShopPageEditor({ page: initial }: { page: ShopPageDto }) {
  const [page, setPage] = useState(initial);
  const { saving, notice, setNotice, submit } = useAdminSubmit(SAVE_FAILED);
  const { error, errorId, fieldId, clear, fail, failWith, invalid } = useFieldError<Field>(
    ["title", "body"],
    SAVE_FAILED,
  );
  const headingId = `${errorId}-heading`;

  const save = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const check = checkRequest(shopPageInputSchema, { title: formText(data, "title"), body: formText(data, "body") });
    if (!check.success) {
      fail(check.issues[0]?.message ?? SAVE_FAILED, check.issues[0]?.path.map(String).join("."));
      return;
    }
    clear();
    const saved = await saveShopPage(page.slug, check.request);
    setPage(saved);
    setFieldText(form, "title", saved.title);
    setFieldText(form, "body", saved.body);
    setNotice({ kind: "status", text: `${saved.title} saved: the page shows it now.` });
  };

  return (
    <section aria-labelledby={headingId} className="mt-12">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id={headingId} className="font-display text-3xl font-semibold">
          {page.title}
        </h2>
        <Link
          href={`/${page.slug}`}
          className="inline-flex min-h-10 items-center text-sm font-medium text-rose underline underline-offset-4 hover:text-rose-deep"
        >
          View /{page.slug}
        </Link>
      </div>
      <p className="mt-1 mb-5 text-sm text-muted">
        {page.updatedAt
          ? `Last saved ${savedAt.format(new Date(page.updatedAt))} UTC.`
          : "The starting text: not yet saved in your words."}
      </p>
      <AdminNotices notice={notice} onDismiss={() => setNotice(null)} />
      <form
        noValidate
        onSubmit={(event) => void submit(event, save, failWith)}
        className="grid gap-5 rounded-sm border border-line bg-white/60 p-4 sm:p-5"
      >
        <FormField id={fieldId("title")} label="Title" required>
          <input
            id={fieldId("title")}
            name="title"
            defaultValue={page.title}
            maxLength={MAX_TITLE_LENGTH}
            className={controlClass}
            {...invalid("title")}
          />
        </FormField>
        <FormField
          id={fieldId("body")}
          label="Text"
          required
          hint={`Markdown: ## for a heading, - for a list, **bold**, *italics*, [words](/contact) for a link. Up to ${MAX_BODY_LENGTH.toLocaleString("en-US")} characters.`}
        >
          <TextArea
            id={fieldId("body")}
            name="body"
            defaultValue={page.body}
            rows={14}
            aria-describedby={`${fieldId("body")}-hint`}
            className={`${controlClass} font-mono`}
            {...invalid("body")}
          />
        </FormField>
        <SaveRow saving={saving} errorId={errorId} error={error?.message}>
          Save<span className="sr-only"> {page.title}</span>
        </SaveRow>
      </form>
    </section>
  );
}
