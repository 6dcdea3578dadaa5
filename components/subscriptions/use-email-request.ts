"use client";

import { useState, type FormEvent } from "react";
import type * as ConsentSend from "@/components/subscriptions/consent-send";
import type { ConsentOutcome } from "@/components/subscriptions/consent-send";
import { formText, setFieldText } from "@/components/ui/form-text";

type Sender = (module: typeof ConsentSend, email: string, fallback: string, form: FormData) => Promise<ConsentOutcome>;

/**
 * A form that mails a confirmation link to the address typed in its `email` field (the back-in-stock form): the sending
 * code is fetched at the first submit, the answer is shown, and the address is emptied
 * once it succeeded (a size chosen stays, for the next address). A failed fetch of the sending code (offline) is a
 * failure too, never a button stuck at "Sending…".
 */
export function useEmailRequest(send: Sender, fallback: string) {
  const [outcome, setOutcome] = useState<ConsentOutcome | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = formText(data, "email");
    setPending(true);
    const answer = await import("@/components/subscriptions/consent-send").then(
      (module) => send(module, email, fallback, data),
      (): ConsentOutcome => ({ tone: "error", text: fallback }),
    );
    setOutcome(answer);
    if (answer.tone === "success") setFieldText(form, "email", "");
    setPending(false);
  }

  return { outcome, pending, onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
}
