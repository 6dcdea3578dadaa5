import "server-only";
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import type { OutgoingMail } from "@/lib/email/transport";
import { env } from "@/lib/env";

/** What a code-bearing message shows wherever it is stored in the clear: the outbox's columns, the dead letters. */
export const SECRET_MASK = "••••••";

/** A message as sent, and the secret it carries (to mask it in what an SMTP server answers, too). */
export type SealedContent = Pick<OutgoingMail, "subject" | "html" | "text"> & { secret: string };

const VERSION = "v1";

// A key of its own, derived from AUTH_SECRET under a label: the database never holds it, nor does a backup, and no
// other use of AUTH_SECRET (token signatures, code hashes) ever sees the same key.
function sealKey(): Buffer {
  return createHmac("sha256", env().AUTH_SECRET).update("atelier:email-outbox-seal").digest();
}

/** Encrypts a message with AES-256-GCM, bound to its row (a sealed body moved to another row does not open). */
export function sealMail(content: SealedContent, rowId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(), iv);
  cipher.setAAD(Buffer.from(rowId));
  const body = Buffer.concat([cipher.update(JSON.stringify(content), "utf8"), cipher.final()]);
  return [
    VERSION,
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    body.toString("base64url"),
  ].join(".");
}

/** Opens what `sealMail` sealed for this row; throws when it was sealed under another AUTH_SECRET or altered. */
export function unsealMail(sealed: string, rowId: string): SealedContent {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || !body) throw new Error("The sealed message is not in a known format");
  const decipher = createDecipheriv("aes-256-gcm", sealKey(), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(rowId));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  // The tag has just proved these bytes are what sealMail wrote for this row under our key: its shape is known.
  return JSON.parse(plain) as SealedContent;
}

/** The message with every occurrence of its secret masked: what may be stored in the clear and shown. */
export function maskSecret<T extends Pick<OutgoingMail, "subject" | "html" | "text">>(mail: T, secret: string): T {
  return {
    ...mail,
    subject: mail.subject.replaceAll(secret, SECRET_MASK),
    html: mail.html.replaceAll(secret, SECRET_MASK),
    text: mail.text.replaceAll(secret, SECRET_MASK),
  };
}
