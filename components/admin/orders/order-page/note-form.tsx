"use client";

import { useRouter } from "next/navigation";
import { AdminNotices } from "@/components/admin/admin-notices";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { controlClass, FormField } from "@/components/ui/form-field";
import { buttonClass } from "@/components/ui/button-styles";
import { formText } from "@/components/ui/form-text";
import { addOrderNote } from "@/lib/browser/admin-api";

const NOTE_FAILED = "Could not save the note. Please try again.";

/** The maker's private note on the order: it joins the trail under her email and is never shown to the buyer. */
export function NoteForm({ orderId }: { orderId: string }) {
  const router = useRouter();
  const { saving, notice, setNotice, submit } = useAdminSubmit(NOTE_FAILED);

  const addNote = async (form: HTMLFormElement) => {
    await addOrderNote(orderId, { note: formText(new FormData(form), "note") });
    form.reset();
    setNotice({ kind: "status", text: "Note added." });
    router.refresh();
  };

  return (
    <form onSubmit={(event) => void submit(event, addNote)} className="mt-6 space-y-3" aria-label="Add a private note">
      <AdminNotices notice={notice} onDismiss={() => setNotice(null)} />
      <FormField id="order-note" label="Private note" required hint="Only you see it; the buyer never does.">
        <textarea
          id="order-note"
          name="note"
          rows={3}
          maxLength={2000}
          className={controlClass}
          aria-describedby="order-note-hint"
          required
        />
      </FormField>
      <button
        type="submit"
        className={buttonClass({ variant: "outline", size: "sm" })}
        aria-disabled={saving || undefined}
        aria-busy={saving || undefined}
      >
        Add note
      </button>
    </form>
  );
}
