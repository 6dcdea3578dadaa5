import "server-only";
import type { Tx } from "@/lib/db";
import { dropUnsentMail, dropUnsentMailTo } from "@/lib/email/outbox";

/**
 * Inside the account deletion's transaction: deletes every commission request made with her email (any letter case),
 * its quotes with it, and the mail about them not yet sent (to her, and the admins' notices). Answers the keys of
 * their reference photos, which the caller removes from the image store once the deletion has committed: a file
 * deleted before a rollback could not be brought back.
 */
export async function eraseCommissionRequestsOf(tx: Tx, email: string): Promise<string[]> {
  const requests = await tx.$queryRaw<{ id: string; photo_keys: string[] }[]>`
    DELETE FROM custom_requests WHERE lower(email) = lower(${email}) RETURNING id, photo_keys`;
  for (const prefix of ["custom-request-received:", "custom-quote:", "custom-request-declined:"])
    await dropUnsentMailTo(tx, prefix, email);
  for (const request of requests) await dropUnsentMail(tx, `custom-request-notice:${request.id}:`);
  return requests.flatMap((request) => request.photo_keys);
}
