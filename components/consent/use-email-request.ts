"use client";

import { useState, type FormEvent } from "react";
import type * as ConsentSend from "@/components/consent/consent-send";
import type { ConsentOutcome } from "@/components/consent/consent-send";

type Sender = (module: typeof ConsentSend, email: string, fallback: string) => Promise<ConsentOutcome>;

/**
 * A form that mails a confirmation link to the address typed in its `email` field (the back-in-stock form): the sending code is fetched at the first submit, the answer is shown, and the form is emptied
 * once it succeeded. A failed fetch of the sending code (offline) is a failure too, never a button stuck at "Sending…".
 */
export function useEmailRequest(send: Sender, fallback: string) {
  const [outcome, setOutcome] = useState<ConsentOutcome | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const entered = new FormData(form).get("email");
    const email = typeof entered === "string" ? entered : "";
    setPending(true);
    const answer = await import("@/components/consent/consent-send").then(
      (module) => send(module, email, fallback),
      (): ConsentOutcome => ({ tone: "error", text: fallback }),
    );
    setOutcome(answer);
    if (answer.tone === "success") form.reset();
    setPending(false);
  }

  return { outcome, pending, onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
}
