-- Deleted stays deleted, once per person (issue 44, items 3 and 4).

-- A once-per-email code is kept once per mailbox, whatever its spelling: the key was the lower-case email; it becomes
-- the SHA-256 of the mailbox as lib/mailbox.ts names it (lower case, no +tag, gmail.com and googlemail.com one
-- mailbox without dots), written here in SQL as that function stands. Where two spellings of one mailbox already used
-- the same code, the first use keeps the key and the later ones none: one row suffices to refuse the next.
WITH spelled AS (
  SELECT id, discount_code_id, created_at,
         COALESCE(substring(once_key from '^(.*)@[^@]*$'), '') AS local,
         substring(once_key from '@([^@]*)$') AS domain,
         once_key
    FROM discount_redemptions
   WHERE once_key IS NOT NULL
), mailboxes AS (
  SELECT id, discount_code_id, created_at,
         CASE
           WHEN local = '' THEN once_key
           WHEN domain IN ('gmail.com', 'googlemail.com') THEN replace(split_part(local, '+', 1), '.', '') || '@gmail.com'
           ELSE COALESCE(NULLIF(split_part(local, '+', 1), ''), local) || '@' || domain
         END AS mailbox
    FROM spelled
), ranked AS (
  SELECT id, encode(sha256(convert_to(mailbox, 'UTF8')), 'hex') AS mailbox_key,
         row_number() OVER (PARTITION BY discount_code_id, mailbox ORDER BY created_at, id) AS nth
    FROM mailboxes
)
UPDATE discount_redemptions AS r
   SET once_key = CASE WHEN ranked.nth = 1 THEN ranked.mailbox_key END
  FROM ranked
 WHERE r.id = ranked.id;

-- A redemption keeps no email of its own: the order has it, and loses it when her account is deleted.
-- DropIndex
DROP INDEX "discount_redemptions_discount_code_id_email_idx";

-- AlterTable
ALTER TABLE "discount_redemptions" DROP COLUMN "email";

-- AlterTable
ALTER TABLE "discount_codes" ADD COLUMN     "members_only" BOOLEAN NOT NULL DEFAULT false;

-- The orders of a deleted account: erased of the buyer's details and never joined by a later sign-up.
-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "erased_at" TIMESTAMP(3);

-- An unconfirmed alert is pruned 30 days after its latest request; the ones already waiting were last asked for when
-- they were made.
-- AlterTable
ALTER TABLE "stock_alerts" ADD COLUMN     "requested_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
UPDATE "stock_alerts" SET "requested_at" = "created_at";
